import type { Page } from 'playwright-core';

/** The site's route table: each path and what it shows. */
export interface PublicRoute {
  path: string;
  /** The screen's main heading (<h1>). */
  heading: string | RegExp;
  /** Text a visitor reads on that screen besides the heading (from the spec where it gives one). */
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

const ABOUT = { heading: /./, text: 'Our Story', screen: 'about' };
const LOCAL = { heading: /umm al quwain/i, text: 'Al Rashidiya', screen: 'local' };
const PROJECTS = { heading: /projects/i, text: 'Infrastructure', screen: 'projects' };

export const STATIC_ROUTES: PublicRoute[] = [
  { path: '/', heading: 'Your Safety is Our Priority', text: 'Projects Completed', screen: 'home' },
  { path: '/about', ...ABOUT },
  { path: '/about/history', ...ABOUT },
  { path: '/about/team', ...ABOUT },
  { path: '/services', heading: /services/i, text: 'Implementation', screen: 'services' },
  ...SERVICE_PAGES.map(({ id, name }) => ({
    path: `/services/${id}`,
    heading: name,
    text: 'Request Quote',
    screen: `service-${id}`,
  })),
  { path: '/umm-al-quwain', ...LOCAL },
  { path: '/umm-al-quwain-fire-safety', ...LOCAL },
  { path: '/fire-safety-umm-al-quwain', ...LOCAL },
  { path: '/projects', ...PROJECTS },
  { path: '/projects/grid', ...PROJECTS },
  { path: '/gallery', ...PROJECTS },
  { path: '/careers', heading: /./, text: 'Why Work With Us', screen: 'careers' },
  { path: '/contact', heading: /contact/i, text: /business hours/i, screen: 'contact' },
  { path: '/quote', heading: 'Request a Quote', text: /calls you back/, screen: 'quote' },
  { path: '/shop', heading: 'Shop Page - Coming Soon', text: 'Shop Page - Coming Soon', screen: 'shop' },
  { path: '/privacy', heading: /privacy/i, text: /resume/i, screen: 'privacy' },
  { path: '/terms', heading: /terms/i, text: /terms/i, screen: 'terms' },
];

export const NOT_FOUND_TEXT = '404 - Page Not Found';

/** The heading and the text that identify a route's screen. */
export function screenOf(page: Page, route: Pick<PublicRoute, 'heading' | 'text'>) {
  return {
    heading: page.getByRole('heading', { level: 1, name: route.heading }),
    text:
      typeof route.text === 'string'
        ? page.getByText(route.text, { exact: true })
        : page.getByText(route.text),
  };
}
