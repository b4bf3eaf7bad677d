import type { ProjectCategory, ProjectStatus } from '@uaq/contract';
import { texts } from './texts';

/**
 * What a screen calls each project category and status (the API sends the English values): the
 * projects pages and the admin area's Projects tab alike.
 */
export const projectNames = texts(
  {
    categories: {
      Commercial: 'Commercial',
      Residential: 'Residential',
      Industrial: 'Industrial',
      Infrastructure: 'Infrastructure',
      Institutional: 'Institutional',
    } satisfies Record<ProjectCategory, string>,
    statuses: {
      Completed: 'Completed',
      'In Progress': 'In Progress',
      Planning: 'Planning',
      'On Hold': 'On Hold',
    } satisfies Record<ProjectStatus, string>,
  },
  () => import('./project-names.ar').then((arabic) => arabic.projectNames),
);
