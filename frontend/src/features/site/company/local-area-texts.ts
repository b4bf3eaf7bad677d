import { texts } from '@/lib/i18n/texts';
/** Texts of the Umm Al Quwain (local area) page (translate here). */
export const localAreaTexts = texts(
  {
    title: 'Fire Safety Services in Umm Al Quwain',
    description:
      'Local fire protection contractor in Umm Al Quwain: fire alarm, fire fighting and smoke control installation and maintenance in UAQ City, Al Rashidiya, Al Salamah, Falaj Al Mualla and Al Humrah.',
    eyebrow: 'Local fire safety experts',
    breadcrumb: 'Umm Al Quwain',
    heading: 'Fire Safety Services in Umm Al Quwain',
    lead: 'Based in Al Raas, our team reaches any site in the emirate quickly, for new installations, inspections and emergencies.',
    introHeading: 'Your local fire protection contractor',
    intro: [
      'Being based in Umm Al Quwain means we know the local Civil Defence requirements, the building stock and the people who manage it. We respond quickly, and we are here for the annual inspection as well as the installation.',
      'Whether you are building a new villa, fitting out a shop, renewing a trade licence or upgrading an older building, we handle the fire safety side from start to finish.',
    ],
    areasHeading: 'Areas we serve',
    areasIntro: 'Across the emirate of Umm Al Quwain, including:',
    servicesHeading: 'Services available in Umm Al Quwain',
    whyHeading: 'Why a local contractor',
    why: [
      'Fast response from our office in Al Raas',
      'Experience with local Civil Defence inspections',
      'Maintenance teams that know your site',
      'Clear quotations in person, not only by email',
    ],
    ctaHeading: 'Need fire safety work in Umm Al Quwain?',
    ctaText: 'Call us or send a message and an engineer will visit your site.',
  } as const,
  () => import('./local-area-texts.ar').then((arabic) => arabic.localAreaTexts),
);
