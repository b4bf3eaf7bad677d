/** Numbers a counter shows when its site constant is not numeric (spec section 3). */
export const HOME_COUNTER_FALLBACKS = { projectCount: 22, clientsCount: 5 } as const;
export const ABOUT_COUNTER_FALLBACKS = {
  projectCount: 80,
  clientsCount: 50,
  expertEngineers: 15,
  yearsExperience: 10,
} as const;
