import { texts } from '@/lib/i18n/texts';

/** The referrer line of an application's panel; the Arabic is in referrer-texts.ar.ts. */
export const referrerTexts = texts(
  {
    referredBy: 'Referred by',
  },
  () => import('./referrer-texts.ar').then((arabic) => arabic.referrerTexts),
);
