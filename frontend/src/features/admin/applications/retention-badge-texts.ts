import { texts } from '@/lib/i18n/texts';

/** The panel's retention badges (translate here). */
export const retentionBadgeTexts = texts(
  {
    held: 'On legal hold',
    heldBecause: (reason: string) => `Kept whatever its age: ${reason}`,
    marked: 'Marked for deletion',
    purgeOn: (date: string) => `Purged on ${date} unless kept`,
  },
  () => import('./retention-badge-texts.ar').then((arabic) => arabic.retentionBadgeTexts),
);
