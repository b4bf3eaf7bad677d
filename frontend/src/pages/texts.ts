import { texts } from '@/lib/i18n/texts';
/** Texts of the small static screens (shop, 404). Larger pages keep theirs in features/<page>/texts.ts. */
export const smallPageTexts = texts(
  {
    shop: {
      title: 'Shop',
      description: 'Our online shop for fire safety equipment is coming soon.',
      heading: 'Shop Page - Coming Soon',
      body: 'Fire extinguishers, signage and safety equipment will be available to order here. Until then, contact us for a quote.',
      cta: 'Contact Us',
    },
    notFound: {
      title: 'Page Not Found',
      description: 'The page you are looking for does not exist.',
      heading: '404 - Page Not Found',
      body: 'The page you are looking for does not exist or has been moved.',
      home: 'Back to Home',
    },
  } as const,
  () => import('./texts.ar').then((arabic) => arabic.smallPageTexts),
);
