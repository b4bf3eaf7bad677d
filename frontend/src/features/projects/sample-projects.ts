/**
 * SAMPLE CONTENT: illustrative projects, not real clients. They show the kind of work the company
 * does until real case studies (with the clients' permission) replace them. The page says so too.
 */

export const PROJECT_CATEGORIES = [
  'Commercial',
  'Residential',
  'Industrial',
  'Infrastructure',
  'Institutional',
] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export type ProjectStatus = 'Completed' | 'In Progress' | 'Planning' | 'On Hold';

/** What a project card shows; the detail view adds sample-project-details.ts. */
export interface Project {
  id: number;
  title: string;
  category: ProjectCategory;
  location: string;
  status: ProjectStatus;
}

export const SAMPLE_PROJECTS: readonly Project[] = [
  {
    id: 1,
    title: 'Waterfront Retail Centre Fire Alarm Upgrade',
    category: 'Commercial',
    location: 'Umm Al Quwain City',
    status: 'Completed',
  },
  {
    id: 2,
    title: 'Residential Tower Sprinkler and Pump Room',
    category: 'Residential',
    location: 'Al Nuaimiya, Ajman',
    status: 'Completed',
  },
  {
    id: 3,
    title: 'Industrial Warehouse Fire Protection Package',
    category: 'Industrial',
    location: 'Umm Al Thuoob Industrial Area, Umm Al Quwain',
    status: 'Completed',
  },
  {
    id: 4,
    title: 'Road Tunnel Emergency Lighting and Signage',
    category: 'Infrastructure',
    location: 'Ras Al Khaimah',
    status: 'In Progress',
  },
  {
    id: 5,
    title: 'Secondary School Life Safety Upgrade',
    category: 'Institutional',
    location: 'Al Salamah, Umm Al Quwain',
    status: 'Completed',
  },
  {
    id: 6,
    title: 'Villa Community Fire Safety Installation',
    category: 'Residential',
    location: 'Al Rashidiya, Umm Al Quwain',
    status: 'In Progress',
  },
  {
    id: 7,
    title: 'Office Building Smoke Management',
    category: 'Commercial',
    location: 'Al Majaz, Sharjah',
    status: 'Planning',
  },
  {
    id: 8,
    title: 'Clinic FM-200 Suppression for Server and Records Rooms',
    category: 'Institutional',
    location: 'Fujairah',
    status: 'Completed',
  },
  {
    id: 9,
    title: 'Factory Annual Maintenance Contract',
    category: 'Industrial',
    location: 'Falaj Al Mualla, Umm Al Quwain',
    status: 'In Progress',
  },
];
