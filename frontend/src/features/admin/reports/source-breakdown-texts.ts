import { texts } from '@/lib/i18n/texts';

/** The medium and campaign reports (translate here). */
export const sourceBreakdownTexts = texts(
  {
    heading: { medium: 'Sources by medium', campaign: 'Sources by campaign' },
    intro: {
      medium: 'The utm_medium of the links applicants came from (e.g. social, cpc, email).',
      campaign: 'The utm_campaign of the links applicants came from.',
    },
    value: { medium: 'Medium', campaign: 'Campaign' },
    none: 'None given',
    truncated: (count: number) => `The ${count} values with the most applications are listed.`,
  },
  () => import('./source-breakdown-texts.ar').then((arabic) => arabic.sourceBreakdownTexts),
);
