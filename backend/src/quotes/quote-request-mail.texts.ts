import {
  BUILDING_TYPE_NAMES,
  EMIRATE_NAMES,
  PREFERRED_CONTACT_NAMES,
  SERVICE_NAMES,
  type BuildingType,
  type Emirate,
  type PreferredContact,
  type ServiceId,
} from '@uaq/contract';
import {
  BUILDING_TYPE_NAMES_AR,
  EMIRATE_NAMES_AR,
  PREFERRED_CONTACT_NAMES_AR,
} from '@uaq/contract/quote-names.ar';
import { SERVICE_NAMES_AR } from '@uaq/contract/site.ar';
import { isolate, type MailLanguage } from '../mail/mail-texts';

/** The office's notice of a new quote request, in the language of the team member who reads the contact address. */
export interface NewQuoteRequestMailTexts {
  subject: (sender: string) => string;
  intro: string;
  facts: {
    name: string;
    company: string;
    phone: string;
    email: string;
    emirate: string;
    buildingType: string;
    services: string;
    amc: string;
    preferredContact: string;
  };
  /** The words the public site shows for each choice (its service menu and quote form), never ids. */
  serviceNames: Record<ServiceId, string>;
  emirateNames: Record<Emirate, string>;
  buildingTypeNames: Record<BuildingType, string>;
  preferredContactNames: Record<PreferredContact, string>;
  yes: string;
  no: string;
  notGiven: string;
  action: string;
}

export const NEW_QUOTE_REQUEST_MAIL_TEXTS: Record<MailLanguage, NewQuoteRequestMailTexts> = {
  en: {
    subject: (sender) => `New quote request from ${sender}`,
    intro: 'A new quote request has arrived through the quote page.',
    facts: {
      name: 'Name',
      company: 'Company',
      phone: 'Phone',
      email: 'Email',
      emirate: 'Emirate',
      buildingType: 'Building type',
      services: 'Services',
      amc: 'Annual maintenance contract',
      preferredContact: 'Preferred contact',
    },
    serviceNames: SERVICE_NAMES,
    emirateNames: EMIRATE_NAMES,
    buildingTypeNames: BUILDING_TYPE_NAMES,
    preferredContactNames: PREFERRED_CONTACT_NAMES,
    yes: 'Yes',
    no: 'No',
    notGiven: 'Not given',
    action: 'Open the quote requests',
  },
  ar: {
    subject: (sender) => `طلب عرض سعر جديد من ${isolate(sender)}`,
    intro: 'وصل طلب عرض سعر جديد عبر صفحة طلب عرض السعر.',
    facts: {
      name: 'الاسم',
      company: 'الشركة',
      phone: 'الهاتف',
      email: 'البريد الإلكتروني',
      emirate: 'الإمارة',
      buildingType: 'نوع المبنى',
      services: 'الخدمات',
      amc: 'عقد صيانة سنوي',
      preferredContact: 'طريقة التواصل المفضلة',
    },
    serviceNames: SERVICE_NAMES_AR,
    emirateNames: EMIRATE_NAMES_AR,
    buildingTypeNames: BUILDING_TYPE_NAMES_AR,
    preferredContactNames: PREFERRED_CONTACT_NAMES_AR,
    yes: 'نعم',
    no: 'لا',
    notGiven: 'لم يُذكر',
    action: 'افتح طلبات عروض الأسعار',
  },
};
