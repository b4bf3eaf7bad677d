import { texts } from '@/lib/i18n/texts';
/** Texts of the home page (translate here). */
export const homeTexts = texts(
  {
    title: (companyName: string) => `${companyName} | Fire Protection & Safety in Umm Al Quwain`,
    description:
      'Civil Defence approved fire protection contractor in Umm Al Quwain: fire alarm, fire fighting, smoke extraction, emergency lighting, approvals and maintenance.',
    eyebrow: 'Civil Defence approved contractor · Umm Al Quwain',
    tagline: 'Your Safety is Our Priority',
    rotatingPrefix: 'We Are',
    rotatingWords: ['Protecting', 'Installing', 'Maintaining'],
    lead: 'Design, supply, installation and maintenance of fire alarm, fire fighting and smoke control systems for homes, businesses and industry across Umm Al Quwain and the northern emirates.',
    primaryCta: 'Get Started',
    secondaryCta: 'Our Services',
    aboutEyebrow: 'About us',
    aboutHeading: 'Keeping buildings in Umm Al Quwain safe',
    aboutText: [
      'We are a fire protection and safety contractor based in Al Raas, Umm Al Quwain, approved by the UAE Civil Defence. Our engineers and certified technicians handle the whole job: design, approvals, installation, testing and maintenance.',
      'Developers, facility managers and business owners trust us because we do the work properly, document it clearly and stay available long after handover.',
    ],
    aboutLink: 'More about us',
    projectsCompleted: 'Projects Completed',
    happyClients: 'Happy Clients',
    servicesEyebrow: 'Our services',
    servicesHeading: 'Complete fire and life safety solutions',
    servicesIntro:
      'One team for every system your building needs, from the first drawing to the annual inspection.',
    allServices: 'View all services',
    trust: [
      { title: 'Civil Defence approved', text: 'Approved equipment and designs that pass inspection.' },
      { title: 'Certified technicians', text: 'Our own trained team on every installation.' },
      { title: '24/7 emergency response', text: 'Maintenance clients get help day and night.' },
    ],
    ctaHeading: 'Protect your people and your property',
    ctaText:
      'Talk to our engineers about your building. We will recommend the right system and prepare a clear quotation.',
  } as const,
  () => import('./home-texts.ar').then((arabic) => arabic.homeTexts),
);
