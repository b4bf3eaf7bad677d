/** The spec's route table (site-spec.md section 2, decisions.md "Screens"): each path and what it shows. */
export interface PublicRoute {
  path: string;
  /** Text a visitor reads on that screen (its heading or a line only that screen has). */
  text: string | RegExp;
  /** Paths showing the same screen share a screen name; titles must differ between screens. */
  screen: string;
}

export const SERVICE_PAGES = [
  { id: 'fire-alarm', name: /fire alarm/i },
  { id: 'fire-fighting', name: /fire fighting/i },
  { id: 'smoke-extraction', name: /smoke/i },
  { id: 'emergency-exit', name: /emergency/i },
  { id: 'design-approvals', name: /design/i },
  { id: 'electrical', name: /electrical/i },
  { id: 'plumbing', name: /plumbing/i },
  { id: 'maintenance', name: /maintenance/i },
] as const;

/** Entries of the header's services submenu (electrical and plumbing are not in it). */
export const SUBMENU_SERVICES = [
  'fire-alarm',
  'fire-fighting',
  'smoke-extraction',
  'emergency-exit',
  'design-approvals',
  'maintenance',
];

export const STATIC_ROUTES: PublicRoute[] = [
  { path: '/', text: 'Your Safety is Our Priority', screen: 'home' },
  { path: '/about', text: 'Our Story', screen: 'about' },
  { path: '/about/history', text: 'Our Story', screen: 'about' },
  { path: '/about/team', text: 'Our Story', screen: 'about' },
  { path: '/services', text: 'Implementation', screen: 'services' },
  ...SERVICE_PAGES.map(({ id, name }) => ({ path: `/services/${id}`, text: name, screen: `service-${id}` })),
  { path: '/umm-al-quwain', text: 'Al Rashidiya', screen: 'local' },
  { path: '/umm-al-quwain-fire-safety', text: 'Al Rashidiya', screen: 'local' },
  { path: '/fire-safety-umm-al-quwain', text: 'Al Rashidiya', screen: 'local' },
  { path: '/projects', text: 'Infrastructure', screen: 'projects' },
  { path: '/projects/grid', text: 'Infrastructure', screen: 'projects' },
  { path: '/gallery', text: 'Infrastructure', screen: 'projects' },
  { path: '/careers', text: 'Why Work With Us', screen: 'careers' },
  { path: '/contact', text: /business hours/i, screen: 'contact' },
  { path: '/shop', text: 'Shop Page - Coming Soon', screen: 'shop' },
  { path: '/privacy', text: /privacy/i, screen: 'privacy' },
  { path: '/terms', text: /terms/i, screen: 'terms' },
];

export const NOT_FOUND_TEXT = '404 - Page Not Found';
