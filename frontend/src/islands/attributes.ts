/** The attributes the server writes around an island (island.tsx), read by islands/start.ts in the browser. */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
