// Offers of employment and the pre-employment checklist: what the server, the admin area and the
// applicant's answer page agree on. Re-exported by index.ts; the Arabic of the applicant's texts is in
// offers.ar.ts.
import { JOB_LIMITS } from './jobs.ts';
import { groupedNumber } from './numbers.ts';

/**
 * The work patterns of Federal Decree-Law No. 33 of 2021 and Cabinet Resolution No. 1 of 2022, as
 * MOHRE names them. Every contract under that law is fixed-term ("limited": the unlimited contract
 * was abolished), for the term the parties agree (no three-year cap since Federal Decree-Law No. 14
 * of 2022), so an offer states the pattern and the term in months.
 */
export const WORK_PATTERNS = [
  'full-time',
  'part-time',
  'temporary',
  'flexible',
  'remote',
  'job-sharing',
] as const;
export type WorkPattern = (typeof WORK_PATTERNS)[number];

export const OFFER_LIMITS = {
  position: JOB_LIMITS.title,
  /** Article 9 of the law: probation is at most six months. */
  maxProbationMonths: 6,
  minContractMonths: 1,
  maxContractMonths: 120,
  /** Monthly amounts in whole dirhams. */
  maxAmount: 1_000_000,
  maxOtherAllowances: 5,
  allowanceName: 60,
  notes: 2000,
  /** How far ahead an offer may be valid, and a start date may lie. */
  maxValidityDays: 90,
  maxStartDays: 730,
} as const;

/**
 * Where an offer stands. `draft` until approved (an edit takes an approval back), `sent` once the
 * applicant has it, then their answer, or `withdrawn` by HR. `expired` is never stored: a sent offer
 * whose last valid day has passed in the UAE reads so.
 */
export const OFFER_STATUSES = [
  'draft',
  'approved',
  'sent',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
/** The statuses that block a second offer on the same application: one offer is open at a time. */
export const OPEN_OFFER_STATUSES = ['draft', 'approved', 'sent'] as const satisfies OfferStatus[];

/**
 * Whether an offer (as read, `expired` included) stops a new one being drafted: an open one does,
 * and so does an accepted one (the applicant is hired; the checklist follows).
 */
export function blocksNewOffer(status: OfferStatus): boolean {
  return status === 'accepted' || (OPEN_OFFER_STATUSES as readonly OfferStatus[]).includes(status);
}

/** The applicant's answer, from the signed links in their e-mail. */
export const OFFER_ANSWERS = ['accepted', 'declined'] as const;
export type OfferAnswer = (typeof OFFER_ANSWERS)[number];

/** What the application's history shows of an offer. */
export const OFFER_EVENT_KINDS = [
  'drafted',
  'edited',
  'approved',
  'sent',
  'accepted',
  'declined',
  'withdrawn',
] as const;
export type OfferEventKind = (typeof OFFER_EVENT_KINDS)[number];

/** What the audit trail records of offers and the checklist (ids only). */
export const OFFER_AUDIT_ACTIONS = [
  'offer.drafted',
  'offer.edited',
  'offer.approved',
  'offer.sent',
  'offer.withdrawn',
  // The applicant's answer, by link.
  'offer.accepted',
  'offer.declined',
  'offer.letter-downloaded',
  'pre-employment.item-added',
  'pre-employment.item-changed',
  'pre-employment.item-removed',
  'pre-employment.document-uploaded',
  'pre-employment.document-downloaded',
  'pre-employment.document-removed',
] as const;

/** An allowance beyond housing and transport (e.g. food, mobile), named in both languages. */
export interface OfferAllowance {
  name: string;
  /** The Arabic letter's name for it; the English one shows when left out. */
  nameAr?: string | null;
  amount: number;
}

/** Body of POST /api/admin/job-applications/:id/offers and PUT /api/admin/offers/:id. */
export interface OfferInput {
  /** The job's title (and its Arabic) when left out. */
  position?: string;
  positionAr?: string | null;
  /** The first working day, YYYY-MM-DD. */
  startDate: string;
  workPattern: WorkPattern;
  /** The fixed term of the contract, in months. */
  contractMonths: number;
  /** 0: no probation. */
  probationMonths: number;
  /** Monthly, in whole dirhams (AED). */
  basicSalary: number;
  housingAllowance?: number;
  transportAllowance?: number;
  otherAllowances?: OfferAllowance[];
  /** The offer's last valid day (YYYY-MM-DD, the end of that day in the UAE). */
  expiresOn: string;
  /** HR's notes for the approver; never on the letter. */
  notes?: string | null;
}

export interface OfferEvent {
  kind: OfferEventKind;
  /** A team member's username, or `applicant` for an answer. */
  actor: string;
  at: string;
}

export interface Offer {
  id: number;
  applicationId: number;
  status: OfferStatus;
  position: string;
  positionAr: string | null;
  startDate: string;
  workPattern: WorkPattern;
  contractMonths: number;
  probationMonths: number;
  basicSalary: number;
  housingAllowance: number;
  transportAllowance: number;
  otherAllowances: OfferAllowance[];
  /** Basic salary and every allowance, a month (offerMonthlyTotal). */
  monthlyTotal: number;
  expiresOn: string;
  notes: string | null;
  draftedBy: string;
  approvedBy: string | null;
  approvedAt: string | null;
  sentAt: string | null;
  /** The applicant's answer and when; null until they answer. */
  answer: OfferAnswer | null;
  answeredAt: string | null;
  /** The letters as sent (GET /api/admin/offers/:id/letter?language=…); before sending, a draft is rendered. */
  hasSentLetters: boolean;
  events: OfferEvent[];
  createdAt: string;
  updatedAt: string;
}

/** GET /api/admin/offers: the offers of every application, for an approver's queue. */
export interface OfferListRow extends Offer {
  applicantName: string;
}

/** GET /api/admin/job-applications/:id/offer-defaults: what a new offer starts from. */
export interface OfferDefaults {
  position: string;
  positionAr: string | null;
}

/** Basic salary and every allowance, a month: the letter's total and the admin's alike. */
export function offerMonthlyTotal(
  offer: Pick<Offer, 'basicSalary' | 'housingAllowance' | 'transportAllowance' | 'otherAllowances'>,
): number {
  return (
    offer.basicSalary +
    offer.housingAllowance +
    offer.transportAllowance +
    offer.otherAllowances.reduce((sum, allowance) => sum + allowance.amount, 0)
  );
}

/** An amount as the letters write it: "AED 12,500" (the Arabic letter: «12,500 درهم»). */
export function dirhams(amount: number): string {
  return `AED ${groupedNumber(amount)}`;
}

/**
 * The items of the pre-employment checklist an accepted offer opens, in the order HR works
 * through them; HR may add items of its own (`other`, with a name).
 */
export const PRE_EMPLOYMENT_ITEMS = [
  'mohre-offer-letter',
  'visa',
  'medical',
  'emirates-id',
  'civil-defence-card',
  'certificates',
] as const;
export type PreEmploymentItem = (typeof PRE_EMPLOYMENT_ITEMS)[number] | 'other';

/** What the admin area names each fixed item. */
export const PRE_EMPLOYMENT_ITEM_LABELS: Record<(typeof PRE_EMPLOYMENT_ITEMS)[number], string> = {
  'mohre-offer-letter': 'MOHRE offer letter signed',
  visa: 'Entry permit and residence visa',
  medical: 'Medical fitness test',
  'emirates-id': 'Emirates ID',
  'civil-defence-card': 'Civil Defence card',
  certificates: 'Attested certificates',
};

export const PRE_EMPLOYMENT_LIMITS = {
  label: 100,
  maxOtherItems: 10,
  documentBytes: 10 * 1024 * 1024,
} as const;

/** Documents accepted on the checklist, recognised by content. */
export const PRE_EMPLOYMENT_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type PreEmploymentDocumentType = (typeof PRE_EMPLOYMENT_DOCUMENT_TYPES)[number];

export interface PreEmploymentCheck {
  id: number;
  applicationId: number;
  item: PreEmploymentItem;
  /** The fixed item's label, or HR's name for an `other` item. */
  label: string;
  done: boolean;
  doneBy: string | null;
  doneAt: string | null;
  /** When the document (a visa, an Emirates ID, a card) stops being valid, YYYY-MM-DD. */
  expiresOn: string | null;
  document: { fileName: string; contentType: PreEmploymentDocumentType; size: number } | null;
}

/** Body of PATCH /api/admin/pre-employment-checks/:id: what changes (the rest stays). */
export interface PreEmploymentCheckChange {
  done?: boolean;
  expiresOn?: string | null;
}

/** Body of POST /api/admin/job-applications/:id/pre-employment-checks: an item of HR's own. */
export interface PreEmploymentCheckInput {
  label: string;
}

/** The admin API's messages (the admin area is English). */
export const OFFER_MESSAGES = {
  notFound: 'Offer not found',
  staffOnly: 'Only the owner and HR work with offers',
  positionRequired: 'Position is required',
  positionTooLong: `Position must be at most ${OFFER_LIMITS.position} characters`,
  dateInvalid: 'Dates must be real days written YYYY-MM-DD',
  startInPast: 'The start date must be today or later',
  startTooFar: `The start date must be within ${OFFER_LIMITS.maxStartDays} days`,
  expiryInPast: 'The offer must be valid until today or later',
  expiryTooFar: `An offer may be valid for at most ${OFFER_LIMITS.maxValidityDays} days`,
  expiryAfterStart: 'The offer must expire before the start date',
  workPatternInvalid: `Work pattern must be one of ${WORK_PATTERNS.join(', ')}`,
  contractMonthsInvalid: `The contract term must be ${OFFER_LIMITS.minContractMonths} to ${OFFER_LIMITS.maxContractMonths} months`,
  probationInvalid: `Probation must be 0 to ${OFFER_LIMITS.maxProbationMonths} months (UAE labour law)`,
  probationLongerThanContract: 'Probation cannot be longer than the contract',
  amountInvalid: `Amounts must be whole dirhams from 0 to ${groupedNumber(OFFER_LIMITS.maxAmount)}`,
  basicSalaryRequired: 'The basic salary must be at least AED 1',
  allowancesInvalid: `At most ${OFFER_LIMITS.maxOtherAllowances} other allowances, each with a name`,
  allowanceNameTooLong: `An allowance's name must be at most ${OFFER_LIMITS.allowanceName} characters`,
  notesTooLong: `Notes must be at most ${groupedNumber(OFFER_LIMITS.notes)} characters`,
  openOfferExists: 'This application already has an open offer: withdraw it first',
  offerAccepted: 'The applicant has accepted an offer on this application: no new offer is made',
  applicationEnded: 'The application is rejected or withdrawn: no offer can be made or sent',
  notEditable: 'Only a draft or an approved offer can be changed',
  notDraft: 'Only a draft offer can be approved',
  notApproved: 'An offer is sent once it is approved',
  approvalOwnerOnly: 'Only the owner approves offers (the owner may allow HR in the security settings)',
  hrMayApproveOffersBoolean: 'hrMayApproveOffers must be true or false',
  approvalNotOwnDraft: 'Another team member must approve an offer you drafted or changed',
  applicantWithoutEmail:
    'The applicant has no e-mail address yet: add it to the application before sending the offer',
  expiredBeforeSending: 'The offer’s last valid day has passed: change it (and approve again) before sending',
  notWithdrawable: 'Only an offer not yet answered can be withdrawn',
  languageInvalid: 'Language must be en or ar',
  statusInvalid: `Status must be one of ${OFFER_STATUSES.join(', ')}`,
  letterNotFound: 'This offer has no letter in that language',
  checklistClosed: 'The pre-employment checklist opens once the applicant accepts an offer',
  checkNotFound: 'Checklist item not found',
  checkLabelRequired: 'Give the item a name',
  checkLabelTooLong: `An item's name must be at most ${PRE_EMPLOYMENT_LIMITS.label} characters`,
  tooManyChecks: `At most ${PRE_EMPLOYMENT_LIMITS.maxOtherItems} items of your own`,
  onlyOwnItemsRemoved: 'Only items you added can be removed',
  doneInvalid: 'Done must be true or false',
  documentType: 'The document must be a PDF, JPEG or PNG file',
  documentSize: `The document must be ${PRE_EMPLOYMENT_LIMITS.documentBytes / 1024 / 1024} MB or smaller`,
  documentRequired: 'Attach the document as the "document" part',
  documentNotFound: 'This item has no document',
} as const;

/** The applicant's answer page (GET shows the question, POST records the answer). */
export const OFFER_ANSWER_TEXTS = {
  title: 'Your offer of employment',
  position: 'Position',
  startDate: 'Start date',
  monthlyTotal: 'Total monthly pay',
  validUntil: 'Valid until',
  acceptQuestion: 'Do you accept this offer of employment?',
  declineQuestion: 'Do you want to decline this offer?',
  acceptButton: 'Yes, I accept the offer',
  declineButton: 'Decline the offer',
  accepted: 'Thank you: you have accepted the offer. Our HR team will contact you about the next steps.',
  declined: 'Thank you for letting us know. We wish you every success.',
  alreadyAccepted: 'You have already accepted this offer. Our HR team will contact you.',
  alreadyDeclined: 'You have already declined this offer.',
  invalid: 'This link is not valid. Please use the link in our most recent e-mail.',
  expired:
    'This offer has expired: its last valid day has passed. Please contact us if you are still interested.',
  withdrawn: 'This offer is no longer open.',
  contact: (phone: string, email: string) => `Questions? Call us on ${phone} or write to ${email}.`,
} as const;
