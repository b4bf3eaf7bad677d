/** Facts about the business that are not site constants (spec section 9). */

/** Opening hours, used for the contact page and the LocalBusiness JSON-LD. Times are local (UAE). */
export const BUSINESS_HOURS = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:30' },
  { days: ['Saturday'], opens: '08:30', closes: '14:00' },
] as const;

/** Display lines of the same hours ("Sunday: Closed" included). */
export const BUSINESS_HOURS_LINES = [
  { label: 'Monday - Friday', value: '8:00 AM - 6:30 PM' },
  { label: 'Saturday', value: '8:30 AM - 2:00 PM' },
  { label: 'Sunday', value: 'Closed' },
] as const;

/** The five areas of Umm Al Quwain the local page lists. */
export const SERVICE_AREAS = [
  'Umm Al Quwain City',
  'Al Rashidiya',
  'Al Salamah',
  'Falaj Al Mualla',
  'Al Humrah',
] as const;

/** Below or at this width the header shows the mobile menu toggle. */
export const MENU_BREAKPOINT_PX = 768;
