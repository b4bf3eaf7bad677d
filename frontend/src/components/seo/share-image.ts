import type { Language } from '@uaq/contract/language';

/**
 * The card social networks and messengers show for a shared page (og:image, twitter:image): one per
 * language, 1200x630, made by frontend/share-image/make-share-images.mjs into public/share/.
 */
export const SHARE_IMAGES: Record<Language, { path: string; alt: string }> = {
  en: {
    path: '/share/site-en.png',
    alt: 'Civil Defence approved contractor: fire protection and life safety in Umm Al Quwain',
  },
  ar: {
    path: '/share/site-ar.png',
    alt: 'مقاول معتمد من الدفاع المدني: الحماية من الحريق وسلامة الأرواح في أم القيوين',
  },
};

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
