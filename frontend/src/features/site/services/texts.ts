import { texts } from '@/lib/i18n/texts';
/** Texts of the services overview and the service pages. */
export const servicesTexts = texts(
  {
    overview: {
      title: 'Our Services',
      description:
        'Fire alarm, fire fighting, smoke extraction, emergency lighting, design approvals and maintenance services in Umm Al Quwain and the northern emirates.',
      eyebrow: 'What we do',
      heading: 'Fire protection and safety services',
      intro:
        'From the first design drawing to the annual maintenance visit, we deliver complete fire and life safety systems approved by the UAE Civil Defence.',
      gridHeading: 'Complete fire and life safety solutions',
      gridIntro: 'Six core services, delivered by one team of engineers and certified technicians.',
      viewDetails: 'View Details',
      processEyebrow: 'How we work',
      processHeading: 'Our process',
      processIntro: 'A clear path from your first call to a certified, working system.',
      process: [
        {
          title: 'Consultation',
          text: 'We visit the site, review your drawings and requirements, and explain the options and the approvals needed.',
        },
        {
          title: 'Planning',
          text: 'Our engineers prepare the design, calculations and quotation, and submit the drawings for Civil Defence approval.',
        },
        {
          title: 'Implementation',
          text: 'Certified technicians install the system to the approved drawings, with quality checks at every stage.',
        },
        {
          title: 'Delivery',
          text: 'We test and commission, obtain the completion certificate and hand over documents, training and maintenance.',
        },
      ],
      ctaHeading: 'Need a fire safety solution for your building?',
      ctaText: 'Tell us about your project and we will prepare a clear, no-obligation quotation.',
      ctaButton: 'Get Quote',
    },
    page: {
      breadcrumbHome: 'Home',
      breadcrumbServices: 'Services',
      whatWeOffer: 'What we offer',
      whyUs: 'Why choose us',
      sidebarHeading: 'Our Services',
      sidebarLabel: 'All services',
      contactHeading: 'Contact Information',
      address: 'Address',
      phone: 'Phone',
      email: 'Email',
      quoteHeading: 'Get A Quote',
      quoteText:
        'Send us your drawings or a short description and receive a quotation within two working days.',
      quoteButton: 'Request Quote',
      ctaHeading: 'Ready to make your building safer?',
      ctaText: 'Our engineers will visit your site and recommend the right solution.',
      ctaPrimary: 'Get Started',
      ctaSecondary: 'Get Free Consultation',
    },
  } as const,
  () => import('./texts.ar').then((arabic) => arabic.servicesTexts),
);
