import type { ProjectCategory, ProjectStatus } from '@uaq/contract';
import { texts } from '@/lib/i18n/texts';

/** Texts of the projects page and the project detail view. */
export const projectsTexts = texts(
  {
    title: 'Our Projects',
    description:
      'Examples of fire alarm, fire fighting, smoke management and emergency lighting projects across Umm Al Quwain and the northern emirates.',
    eyebrow: 'Portfolio',
    heading: 'Our Projects',
    lead: 'Fire and life safety systems for shops, homes, factories, schools and public infrastructure.',
    sampleNotice:
      'Projects marked “Sample project” are illustrative examples of our typical work, not named client references.',
    loadFailed: 'The projects could not be loaded. Please try again shortly.',
    filterLabel: 'Filter projects by category',
    all: 'All',
    empty: 'No projects found in this category.',
    shownCount: (count: number) => `${count} ${count === 1 ? 'project' : 'projects'} shown`,
    viewProject: 'View project',
    statsHeading: 'Projects in numbers',
    /** The same constants as the home and About pages: one source for every figure. */
    stats: {
      projectsCompleted: 'Projects Completed',
      happyClients: 'Happy Clients',
      yearsExperience: 'Years Experience',
    },
    detail: {
      back: 'Back to Projects',
      category: 'Category',
      client: 'Client',
      location: 'Location',
      duration: 'Duration',
      months: (count: number) => `${count} ${count === 1 ? 'month' : 'months'}`,
      status: 'Status',
      sample: 'Sample project',
      systemsInstalled: 'Systems installed',
      photos: 'Project photos',
      loadingTitle: 'Loading project…',
      loading: 'Loading the project…',
      notFoundTitle: 'Project not found',
      notFoundText: 'We could not find this project. It may have been removed.',
      /** On the Arabic page of a project HR wrote in English only (never shown on English pages). */
      englishOnly: {
        title: 'This project is described in English only',
        text: 'Our team wrote the details of this project in English.',
        metaTitle: (name: string) => `${name}: project described in English`,
        metaDescription: (name: string, location: string) =>
          `The ${name} project in ${location}, one of our fire protection projects, is described in English only.`,
      },
      ctaHeading: 'Planning a similar project?',
      ctaText: 'Tell us about your building and we will prepare a proposal.',
      cta: 'Get a Quote',
    },
    ctaHeading: 'Have a project in mind?',
    ctaText: 'From a single villa to a large industrial site, we are ready to help.',
    cta: 'Start Your Project',
  } as const,
  () => import('./texts.ar').then((arabic) => arabic.projectsTexts),
);

/** What a visitor reads for each project category and status (the API sends the English values). */
export const projectCategoryNames = texts<Record<ProjectCategory, string>>(
  {
    Commercial: 'Commercial',
    Residential: 'Residential',
    Industrial: 'Industrial',
    Infrastructure: 'Infrastructure',
    Institutional: 'Institutional',
  },
  () => import('./texts.ar').then((arabic) => arabic.projectCategoryNames),
);

export const projectStatusNames = texts<Record<ProjectStatus, string>>(
  {
    Completed: 'Completed',
    'In Progress': 'In Progress',
    Planning: 'Planning',
    'On Hold': 'On Hold',
  },
  () => import('./texts.ar').then((arabic) => arabic.projectStatusNames),
);
