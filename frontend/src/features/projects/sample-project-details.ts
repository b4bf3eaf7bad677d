import { SAMPLE_PROJECTS, type Project } from './sample-projects';

/** SAMPLE CONTENT (see sample-projects.ts): what a project's own page adds to its card. */
export interface ProjectDetails {
  description: string;
  client: string;
  duration: string;
}

export type ProjectWithDetails = Project & ProjectDetails;

const SAMPLE_PROJECT_DETAILS: Record<number, ProjectDetails> = {
  1: {
    description:
      'Replacement of an ageing conventional fire alarm with an addressable system covering 60 shops, the food court and the basement car park, carried out at night so the centre stayed open. Includes voice evacuation and integration with the smoke extraction fans.',
    client: 'Sample client: retail centre operator',
    duration: '5 months',
  },
  2: {
    description:
      'Wet sprinkler system, hose reels and a new fire pump room for a 14-storey residential tower, with hydraulic calculations, Civil Defence approval and a witnessed flow test at handover.',
    client: 'Sample client: private developer',
    duration: '8 months',
  },
  3: {
    description:
      'Fire alarm, hydrants, hose reels and foam protection for a chemical storage warehouse, with explosion-proof detectors in the hazardous zone and a diesel fire pump.',
    client: 'Sample client: logistics company',
    duration: '6 months',
  },
  4: {
    description:
      'Emergency lighting, illuminated exit signs and photoluminescent way-finding for a short underpass, with a central battery system and monthly automatic self-testing.',
    client: 'Sample client: roads contractor',
    duration: '4 months',
  },
  5: {
    description:
      'Upgrade of fire alarm, emergency lighting and fire extinguishers across three school blocks, scheduled in the summer break, with staff training and evacuation drill support.',
    client: 'Sample client: private school',
    duration: '10 weeks',
  },
  6: {
    description:
      'Fire alarm connected to remote monitoring, extinguishers and fire blankets for a community of 40 villas, from design approval to completion certificates for each unit.',
    client: 'Sample client: real estate developer',
    duration: '7 months',
  },
  7: {
    description:
      'Stair pressurisation and corridor smoke extraction for a 9-storey office building, including fire-rated fan controls and a firefighter override panel.',
    client: 'Sample client: property owner',
    duration: '5 months',
  },
  8: {
    description:
      'Clean-agent suppression for a clinic’s server room and medical records store, with room integrity testing and connection to the building fire alarm.',
    client: 'Sample client: healthcare operator',
    duration: '6 weeks',
  },
  9: {
    description:
      'Annual maintenance of fire alarm, sprinkler, pump and extinguisher systems for a manufacturing plant, with quarterly reports and 24/7 emergency response.',
    client: 'Sample client: manufacturer',
    duration: '12 months (renewable)',
  },
};

export function findProject(id: string | number | undefined): ProjectWithDetails | undefined {
  const numericId = Number(id);
  const project = Number.isInteger(numericId)
    ? SAMPLE_PROJECTS.find((candidate) => candidate.id === numericId)
    : undefined;
  const details = project ? SAMPLE_PROJECT_DETAILS[project.id] : undefined;
  return project && details ? { ...project, ...details } : undefined;
}
