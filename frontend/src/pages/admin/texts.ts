import { texts } from '@/lib/i18n/texts';
/** Texts of the admin screens' frames (translate here). Tab labels are the spec's. */
export const adminPageTexts = texts(
  {
    meta: {
      title: 'Admin Career Management',
      description: 'Manage job positions, applications, enquiries and site constants.',
    },
    heading: 'Admin Career Management',
    tabsLabel: 'Admin sections',
    tabs: {
      jobs: (n: number) => `Job Positions (${n})`,
      applications: (n: number) => `Applications (${n})`,
      board: 'Board by stage',
      grouped: (n: number) => `Grouped by Job (${n} jobs)`,
      constants: 'Constants',
      enquiries: (unhandled: number, total: number) =>
        unhandled > 0 ? `Enquiries (${unhandled} unhandled)` : `Enquiries (${total})`,
      quotes: (fresh: number) => `Quote requests (${fresh} new)`,
      projects: 'Projects',
      outbox: 'Outbox',
      retention: 'Data retention',
      mailTemplates: 'Mail templates',
      trackingLinks: 'Tracking links',
      reports: 'Reports',
      account: 'My Account',
      team: 'Team',
      audit: 'Audit',
      myInterviews: 'My interviews',
    },
    checking: 'Checking your session...',
    reportsLoading: 'Loading the reports...',
    constantsTest: {
      title: 'Constants Test Page',
      description: 'Reads the public site constants for checking the API.',
    },
  } as const,
  () => import('./texts.ar').then((arabic) => arabic.adminPageTexts),
);
