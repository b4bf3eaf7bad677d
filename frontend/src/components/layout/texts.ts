import type { Language } from '@uaq/contract';
import { SERVICE_NAMES } from '@uaq/contract/site';
import { texts } from '@/lib/i18n/texts';

/** Texts of the header, footer and shells (translate here). */
export const layoutTexts = texts(
  {
    skipLink: 'Skip to main content',
    breadcrumbLabel: 'Breadcrumb',
    /** A file field's button and what it says it holds (components/ui/fields.tsx). */
    filePicker: {
      choose: 'Choose file',
      none: 'No file chosen',
      /** Between the names of several chosen files. */
      separator: ', ',
    },
    pageLoading: 'Loading...',
    tagline: 'Fire protection & safety · Umm Al Quwain',
    primaryNavLabel: 'Main navigation',
    nav: {
      home: 'Home',
      services: 'Services',
      about: 'About Us',
      projects: 'Projects',
      careers: 'Careers',
      contact: 'Contact',
    },
    servicesSubmenuToggle: 'Show services',
    allServices: 'All services',
    localArea: 'Fire safety in Umm Al Quwain',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    headerCta: 'Get a quote',
    reach: {
      callLabel: (phone: string) => `Call ${phone}`,
      call: 'Call',
      whatsapp: 'WhatsApp',
      quote: 'Quote',
      barLabel: 'Call, WhatsApp or ask for a quote',
      /** First WhatsApp message, naming the page's service when there is one. */
      whatsappMessage: (serviceName?: string) =>
        serviceName
          ? `Hello, I would like to ask about ${serviceName}.`
          : 'Hello, I would like to ask about fire safety for my building.',
      emergencyLead: '24/7 emergency line:',
    },
    credentials: {
      approval: 'UAE Civil Defence approval no.',
      licence: 'Trade licence no.',
    },
    footer: {
      about:
        'Civil Defence approved fire protection and safety contractor in Umm Al Quwain: design, supply, installation and maintenance of fire and life safety systems.',
      quickLinks: 'Quick Links',
      services: 'Services',
      legal: 'Legal',
      contact: 'Contact Us',
      aboutUs: 'About Us',
      projects: 'Projects',
      localArea: 'Umm Al Quwain',
      ourServices: 'Our Services',
      contactUs: 'Contact',
      privacy: 'Privacy Notice',
      terms: 'Terms of Use',
      phone: 'Phone',
      email: 'Email',
      address: 'Address',
      linkedIn: 'LinkedIn',
      linkedInLabel: (companyName: string) => `${companyName} on LinkedIn (opens in a new tab)`,
      copyright: (year: number, companyName: string) => `© ${year} ${companyName}. All rights reserved.`,
      approved: 'Approved by the UAE Civil Defence',
    },
    admin: {
      title: 'Admin',
      backToSite: 'View website',
    },
  } as const,
  () => import('./texts.ar').then((arabic) => arabic.layoutTexts),
);

/**
 * Each language's name in itself, as the language switcher shows it (the same on every page, so it
 * has no twin).
 */
export const languageNames: Record<Language, string> = { en: 'English', ar: 'العربية' };
/** The same, as the wide header's compact switch shows it (its accessible name is the full one). */
export const languageShortNames: Record<Language, string> = { en: 'EN', ar: 'ع' };

/** Short names of the services, for menus, sidebars and footers (the contract's English, shared with the e-mails). */
export const serviceNames = texts(SERVICE_NAMES, () =>
  import('./texts.ar').then((arabic) => arabic.serviceNames),
);
