// ---- Quote requests: POST /api/quote-requests, admin list, status pipeline ----
// Its own module (re-exported by index.ts) so the client bundles it only with the screens that use it.

import type { ServiceId } from './site.ts';
import { groupedNumber } from './numbers.ts';

/** The seven emirates, as ids; their English names below, Arabic in the site's twins. */
export const EMIRATES = [
  'abu-dhabi',
  'dubai',
  'sharjah',
  'ajman',
  'umm-al-quwain',
  'ras-al-khaimah',
  'fujairah',
] as const;
export type Emirate = (typeof EMIRATES)[number];

export const BUILDING_TYPES = [
  'villa',
  'residential-building',
  'commercial',
  'industrial',
  'hospitality',
  'healthcare',
  'education',
  'government',
  'other',
] as const;
export type BuildingType = (typeof BUILDING_TYPES)[number];

export const PREFERRED_CONTACTS = ['phone', 'whatsapp', 'email'] as const;
export type PreferredContact = (typeof PREFERRED_CONTACTS)[number];

/** The choices' English names, as the quote form, the admin area and the office's e-mail show them. */
export const EMIRATE_NAMES: Readonly<Record<Emirate, string>> = {
  'abu-dhabi': 'Abu Dhabi',
  dubai: 'Dubai',
  sharjah: 'Sharjah',
  ajman: 'Ajman',
  'umm-al-quwain': 'Umm Al Quwain',
  'ras-al-khaimah': 'Ras Al Khaimah',
  fujairah: 'Fujairah',
};

export const BUILDING_TYPE_NAMES: Readonly<Record<BuildingType, string>> = {
  villa: 'Villa',
  'residential-building': 'Residential building',
  commercial: 'Commercial (offices, shops)',
  industrial: 'Industrial or warehouse',
  hospitality: 'Hotel or hospitality',
  healthcare: 'Healthcare',
  education: 'School or education',
  government: 'Government',
  other: 'Other',
};

export const PREFERRED_CONTACT_NAMES: Readonly<Record<PreferredContact, string>> = {
  phone: 'Phone call',
  whatsapp: 'WhatsApp',
  email: 'Email',
};

/** new → contacted → quoted → won or lost. */
export const QUOTE_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_LIMITS = {
  name: 100,
  company: 150,
  email: 254,
  phone: 30,
  message: 5_000,
  floors: 200,
  areaSqm: 1_000_000,
  drawingBytes: 10 * 1024 * 1024,
} as const;

/** Drawing types accepted, recognised by content on the server and by extension in the browser. */
export const DRAWING_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type DrawingMimeType = (typeof DRAWING_MIME_TYPES)[number];
export const DRAWING_EXTENSIONS = ['.pdf', '.png', '.jpg', '.jpeg'] as const;

/** Texts of quote request errors, the same in the server's `errors` map and under the form's fields. */
export const QUOTE_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be ${QUOTE_LIMITS.name} characters or fewer`,
  companyTooLong: `Company must be ${QUOTE_LIMITS.company} characters or fewer`,
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  phoneRequired: 'Phone number is required',
  phoneTooLong: `Phone number must be ${QUOTE_LIMITS.phone} characters or fewer`,
  emirateRequired: 'Please choose the emirate of the building',
  buildingTypeRequired: 'Please choose the type of building',
  servicesRequired: 'Please tick at least one service',
  servicesInvalid: 'Please tick services from the list',
  floorsInvalid: `Floors must be a whole number from 1 to ${QUOTE_LIMITS.floors}`,
  areaInvalid: `Area must be a whole number of square metres from 1 to ${groupedNumber(QUOTE_LIMITS.areaSqm)}`,
  amcRequired: 'Please say whether you want an annual maintenance contract',
  preferredContactRequired: 'Please choose how we should contact you',
  messageTooLong: `Message must be ${groupedNumber(QUOTE_LIMITS.message)} characters or fewer`,
  consentRequired: 'Please confirm that we may use your details to prepare your quote',
  drawingType: 'Drawing must be a PDF, PNG or JPEG file',
  drawingSize: 'Drawing must be 10 MB or smaller',
  submitted: 'Thank you! Your quote request was sent. We will contact you within one working day.',
  notFound: 'Quote request not found',
  drawingNotFound: 'Drawing not found',
  statusInvalid: `Status must be one of ${QUOTE_STATUSES.join(', ')}`,
} as const;

/** Fields of POST /api/quote-requests (JSON, or multipart with an optional `drawing` file). */
export interface QuoteRequestInput {
  name: string;
  company?: string | null;
  email: string;
  phone: string;
  emirate: Emirate;
  buildingType: BuildingType;
  services: ServiceId[];
  floors?: number | null;
  areaSqm?: number | null;
  amc: boolean;
  preferredContact: PreferredContact;
  message?: string | null;
  consent: boolean;
}

export interface QuoteRequest {
  id: number;
  name: string;
  company: string | null;
  email: string;
  phone: string;
  emirate: Emirate;
  buildingType: BuildingType;
  services: ServiceId[];
  floors: number | null;
  areaSqm: number | null;
  amc: boolean;
  preferredContact: PreferredContact;
  message: string | null;
  status: QuoteStatus;
  hasDrawing: boolean;
  drawingFileName: string | null;
  consentAt: string;
  createdAt: string;
  updatedAt: string;
}

/** `sort` values of GET /api/admin/quote-requests (a leading minus: descending). */
export const QUOTE_SORTS = ['createdAt', '-createdAt', 'name', '-name', 'status', '-status'] as const;
export type QuoteSort = (typeof QUOTE_SORTS)[number];
