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

export interface Project {
  id: number;
  title: string;
  category: ProjectCategory;
  description: string;
  client: string;
  duration: string;
  location: string;
  status: ProjectStatus;
}

export const SAMPLE_PROJECTS: readonly Project[] = [
  {
    id: 1,
    title: 'Waterfront Retail Centre Fire Alarm Upgrade',
    category: 'Commercial',
    description:
      'Replacement of an ageing conventional fire alarm with an addressable system covering 60 shops, the food court and the basement car park, carried out at night so the centre stayed open. Includes voice evacuation and integration with the smoke extraction fans.',
    client: 'Sample client: retail centre operator',
    duration: '5 months',
    location: 'Umm Al Quwain City',
    status: 'Completed',
  },
  {
    id: 2,
    title: 'Residential Tower Sprinkler and Pump Room',
    category: 'Residential',
    description:
      'Wet sprinkler system, hose reels and a new fire pump room for a 14-storey residential tower, with hydraulic calculations, Civil Defence approval and a witnessed flow test at handover.',
    client: 'Sample client: private developer',
    duration: '8 months',
    location: 'Al Nuaimiya, Ajman',
    status: 'Completed',
  },
  {
    id: 3,
    title: 'Industrial Warehouse Fire Protection Package',
    category: 'Industrial',
    description:
      'Fire alarm, hydrants, hose reels and foam protection for a chemical storage warehouse, with explosion-proof detectors in the hazardous zone and a diesel fire pump.',
    client: 'Sample client: logistics company',
    duration: '6 months',
    location: 'Umm Al Thuoob Industrial Area, Umm Al Quwain',
    status: 'Completed',
  },
  {
    id: 4,
    title: 'Road Tunnel Emergency Lighting and Signage',
    category: 'Infrastructure',
    description:
      'Emergency lighting, illuminated exit signs and photoluminescent way-finding for a short underpass, with a central battery system and monthly automatic self-testing.',
    client: 'Sample client: roads contractor',
    duration: '4 months',
    location: 'Ras Al Khaimah',
    status: 'In Progress',
  },
  {
    id: 5,
    title: 'Secondary School Life Safety Upgrade',
    category: 'Institutional',
    description:
      'Upgrade of fire alarm, emergency lighting and fire extinguishers across three school blocks, scheduled in the summer break, with staff training and evacuation drill support.',
    client: 'Sample client: private school',
    duration: '10 weeks',
    location: 'Al Salamah, Umm Al Quwain',
    status: 'Completed',
  },
  {
    id: 6,
    title: 'Villa Community Fire Safety Installation',
    category: 'Residential',
    description:
      'Fire alarm connected to remote monitoring, extinguishers and fire blankets for a community of 40 villas, from design approval to completion certificates for each unit.',
    client: 'Sample client: real estate developer',
    duration: '7 months',
    location: 'Al Rashidiya, Umm Al Quwain',
    status: 'In Progress',
  },
  {
    id: 7,
    title: 'Office Building Smoke Management',
    category: 'Commercial',
    description:
      'Stair pressurisation and corridor smoke extraction for a 9-storey office building, including fire-rated fan controls and a firefighter override panel.',
    client: 'Sample client: property owner',
    duration: '5 months',
    location: 'Al Majaz, Sharjah',
    status: 'Planning',
  },
  {
    id: 8,
    title: 'Clinic FM-200 Suppression for Server and Records Rooms',
    category: 'Institutional',
    description:
      'Clean-agent suppression for a clinic’s server room and medical records store, with room integrity testing and connection to the building fire alarm.',
    client: 'Sample client: healthcare operator',
    duration: '6 weeks',
    location: 'Fujairah',
    status: 'Completed',
  },
  {
    id: 9,
    title: 'Factory Annual Maintenance Contract',
    category: 'Industrial',
    description:
      'Annual maintenance of fire alarm, sprinkler, pump and extinguisher systems for a manufacturing plant, with quarterly reports and 24/7 emergency response.',
    client: 'Sample client: manufacturer',
    duration: '12 months (renewable)',
    location: 'Falaj Al Mualla, Umm Al Quwain',
    status: 'In Progress',
  },
];

export function findProject(id: string | number | undefined): Project | undefined {
  const numericId = Number(id);
  return Number.isInteger(numericId)
    ? SAMPLE_PROJECTS.find((project) => project.id === numericId)
    : undefined;
}
