import type { Translation } from '@uaq/contract/language';
import {
  DRAWING_EXTENSIONS,
  QUOTE_LIMITS,
  QUOTE_MESSAGES,
  SERVICE_IDS,
  normaliseEmailAddress,
  type BuildingType,
  type Emirate,
  type PreferredContact,
  type ServiceId,
} from '@uaq/contract';

export interface QuoteValues {
  name: string;
  company: string;
  email: string;
  phone: string;
  emirate: Emirate | '';
  buildingType: BuildingType | '';
  services: ServiceId[];
  floors: string;
  areaSqm: string;
  amc: boolean;
  preferredContact: PreferredContact;
  message: string;
  consent: boolean;
  drawing: File | null;
}

export type QuoteField = keyof QuoteValues;
export type QuoteErrors = Partial<Record<QuoteField, string>>;

/** Fields in the order they appear, so the first error gets focus. */
export const QUOTE_FIELD_ORDER: QuoteField[] = [
  'name',
  'company',
  'email',
  'phone',
  'emirate',
  'buildingType',
  'floors',
  'areaSqm',
  'services',
  'amc',
  'preferredContact',
  'message',
  'drawing',
  'consent',
];

/** An empty form; a service id from the link (?service=) is ticked, and AMC too for maintenance. */
export function emptyQuote(service: string | null): QuoteValues {
  const preselected = SERVICE_IDS.find((id) => id === service);
  return {
    name: '',
    company: '',
    email: '',
    phone: '',
    emirate: '',
    buildingType: '',
    services: preselected ? [preselected] : [],
    floors: '',
    areaSqm: '',
    amc: preselected === 'maintenance',
    preferredContact: 'phone',
    message: '',
    consent: false,
    drawing: null,
  };
}

function wholeNumberError(text: string, max: number, message: string): string | undefined {
  if (text.trim() === '') return undefined;
  return /^\d{1,10}$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= max ? undefined : message;
}

/** A drawing the server would refuse: wrong extension or over 10 MB. */
export function drawingError(
  file: File | null,
  M: Translation<typeof QUOTE_MESSAGES> = QUOTE_MESSAGES,
): string | undefined {
  if (!file) return undefined;
  const name = file.name.toLowerCase();
  if (!DRAWING_EXTENSIONS.some((extension) => name.endsWith(extension))) return M.drawingType;
  if (file.size > QUOTE_LIMITS.drawingBytes) return M.drawingSize;
  return undefined;
}

/** The server's rules, checked before sending (same texts, from the contract). */
/** `M`: the messages in the page's language (the form's `quoteMessages.quote`). */
export function validateQuote(
  values: QuoteValues,
  M: Translation<typeof QUOTE_MESSAGES> = QUOTE_MESSAGES,
): QuoteErrors {
  const errors: QuoteErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  if (!name) errors.name = M.nameRequired;
  else if (name.length > QUOTE_LIMITS.name) errors.name = M.nameTooLong;
  if (values.company.trim().length > QUOTE_LIMITS.company) errors.company = M.companyTooLong;
  if (!email) errors.email = M.emailRequired;
  else {
    // The server's length limit holds for the address as stored (a domain's ASCII form can be longer).
    const address = normaliseEmailAddress(email);
    if (address === null || address.length > QUOTE_LIMITS.email) errors.email = M.emailInvalid;
  }
  if (!values.phone.trim()) errors.phone = M.phoneRequired;
  else if (values.phone.trim().length > QUOTE_LIMITS.phone) errors.phone = M.phoneTooLong;
  if (!values.emirate) errors.emirate = M.emirateRequired;
  if (!values.buildingType) errors.buildingType = M.buildingTypeRequired;
  if (values.services.length === 0) errors.services = M.servicesRequired;
  const floors = wholeNumberError(values.floors, QUOTE_LIMITS.floors, M.floorsInvalid);
  if (floors) errors.floors = floors;
  const area = wholeNumberError(values.areaSqm, QUOTE_LIMITS.areaSqm, M.areaInvalid);
  if (area) errors.areaSqm = area;
  if (values.message.trim().length > QUOTE_LIMITS.message) errors.message = M.messageTooLong;
  const drawing = drawingError(values.drawing, M);
  if (drawing) errors.drawing = drawing;
  if (!values.consent) errors.consent = M.consentRequired;
  return errors;
}

/** The multipart body the API reads (one `services` field per ticked service). */
export function quoteFormData(values: QuoteValues): FormData {
  const data = new FormData();
  for (const field of [
    'name',
    'company',
    'email',
    'phone',
    'emirate',
    'buildingType',
    'floors',
    'areaSqm',
  ] as const) {
    const value = values[field].trim();
    if (value) data.append(field, value);
  }
  for (const service of values.services) data.append('services', service);
  data.append('amc', String(values.amc));
  data.append('preferredContact', values.preferredContact);
  if (values.message.trim()) data.append('message', values.message.trim());
  data.append('consent', String(values.consent));
  if (values.drawing) data.append('drawing', values.drawing);
  return data;
}
