/**
 * The message catalogue: every message the API can answer with has a stable code,
 * `<subject>.<key>` (`application.jobNotAccepting`, `request.unknownField`), and its English text
 * here. Errors carry the code and its parameters; the text in the visitor's language is looked up
 * by code (`message-catalogue.ar.ts` for Arabic), never by the English sentence, so rewording the
 * English cannot lose the Arabic.
 *
 * Two halves: what a public visitor can meet and what only the admin area says; each has its Arabic
 * (`message-catalogue.ar.ts`, `admin-messages.ar.ts`), the type check holding the same codes.
 */
import { REQUEST_MESSAGES, type MessageParameters } from './api.ts';
import { APPLICATION_MESSAGES } from './applications.ts';
import { CONTACT_MESSAGES, ENQUIRY_MESSAGES } from './enquiries.ts';
import { QUOTE_MESSAGES } from './quote.ts';
import { PROJECT_MESSAGES } from './projects.ts';
import { JOB_CLOSING_MESSAGES } from './job-closing.ts';
import { APPLICATION_SOURCE_MESSAGES, TRACKING_LINK_MESSAGES } from './application-source.ts';
import { PHONE_MESSAGES } from './phone-messages.ts';
import { JOB_TERM_MESSAGES } from './job-terms.ts';
import { APPLICANT_STATUS_MESSAGES } from './applicant-status.ts';
import { LEGAL_HOLD_MESSAGES } from './legal-holds.ts';
import { ADMIN_SESSION_MESSAGES, AUTH_MESSAGES } from './admin-session.ts';
import { MFA_MESSAGES, TEAM_MESSAGES } from './team.ts';
import { HR_MESSAGES } from './applicant-tracker.ts';
import { RETENTION_MESSAGES } from './retention.ts';
import { REPORT_MESSAGES } from './hiring-reports.ts';
import { OUTBOX_MESSAGES } from './mail.ts';
import { MAIL_TEMPLATE_MESSAGES } from './mail-templates.ts';
import { INTERVIEW_MESSAGES } from './interviews.ts';
import { SCORECARD_MESSAGES } from './scorecards.ts';
import { INTERVIEWER_MESSAGES } from './interviewer-desk.ts';
import { OFFER_MESSAGES } from './offers.ts';
import { CANDIDATE_MESSAGES } from './candidates.ts';
import { STATUS_MOVE_MESSAGES } from './status-moves.ts';
import { WHATSAPP_MESSAGES } from './whatsapp-chats.ts';
import { SCREENING_ADMIN_MESSAGES, SCREENING_MESSAGES } from './screening.ts';
import {
  ACCOUNT_MESSAGES,
  APPLICATION_ADMIN_MESSAGES,
  AUDIT_MESSAGES,
  ENQUIRY_ADMIN_MESSAGES,
  JOB_ADMIN_MESSAGES,
  OUTBOX_ADMIN_MESSAGES,
  PROJECT_ADMIN_MESSAGES,
  QUOTE_ADMIN_MESSAGES,
  SITE_CONSTANT_MESSAGES,
} from './admin-area-messages.ts';
import type { ParameterMessage } from './message-parameter.ts';
import { messageText, type AnyCatalogue } from './message-text.ts';

export { withParameter, withParameters, type ParameterMessage } from './message-parameter.ts';
export * from './admin-area-messages.ts';
export * from './message-text.ts';

/** A catalogue entry: a sentence, or a sentence with named parameters. */
type CatalogueEntry = string | ParameterMessage<string>;
type CatalogueShape = Readonly<Record<string, Readonly<Record<string, CatalogueEntry>>>>;

/** What a public visitor can meet: the forms' field errors and receipts, the general refusals. */
export const PUBLIC_MESSAGES = {
  request: REQUEST_MESSAGES,
  application: APPLICATION_MESSAGES,
  applicationSource: APPLICATION_SOURCE_MESSAGES,
  contact: CONTACT_MESSAGES,
  enquiry: ENQUIRY_MESSAGES,
  quote: QUOTE_MESSAGES,
  project: PROJECT_MESSAGES,
  jobClosing: JOB_CLOSING_MESSAGES,
  jobTerm: JOB_TERM_MESSAGES,
  phone: PHONE_MESSAGES,
  applicantStatus: APPLICANT_STATUS_MESSAGES,
  legalHold: LEGAL_HOLD_MESSAGES,
  screening: SCREENING_MESSAGES,
} as const satisfies CatalogueShape;

/** What only the admin area says (its Arabic: `admin-messages.ar.ts`, for team members who read Arabic). */
export const ADMIN_MESSAGES = {
  auth: AUTH_MESSAGES,
  adminSession: ADMIN_SESSION_MESSAGES,
  team: TEAM_MESSAGES,
  mfa: MFA_MESSAGES,
  hr: HR_MESSAGES,
  retention: RETENTION_MESSAGES,
  report: REPORT_MESSAGES,
  outbox: OUTBOX_MESSAGES,
  mailTemplate: MAIL_TEMPLATE_MESSAGES,
  interview: INTERVIEW_MESSAGES,
  offer: OFFER_MESSAGES,
  trackingLink: TRACKING_LINK_MESSAGES,
  job: JOB_ADMIN_MESSAGES,
  applicationAdmin: APPLICATION_ADMIN_MESSAGES,
  statusMove: STATUS_MOVE_MESSAGES,
  enquiryAdmin: ENQUIRY_ADMIN_MESSAGES,
  quoteAdmin: QUOTE_ADMIN_MESSAGES,
  projectAdmin: PROJECT_ADMIN_MESSAGES,
  account: ACCOUNT_MESSAGES,
  audit: AUDIT_MESSAGES,
  outboxAdmin: OUTBOX_ADMIN_MESSAGES,
  siteConstants: SITE_CONSTANT_MESSAGES,
  whatsapp: WHATSAPP_MESSAGES,
  candidate: CANDIDATE_MESSAGES,
  scorecard: SCORECARD_MESSAGES,
  interviewer: INTERVIEWER_MESSAGES,
  screeningAdmin: SCREENING_ADMIN_MESSAGES,
} as const satisfies CatalogueShape;

/** The whole English catalogue. */
export const MESSAGE_CATALOGUE = { ...PUBLIC_MESSAGES, ...ADMIN_MESSAGES } as const;

type Catalogue = typeof MESSAGE_CATALOGUE;
type CodesOf<C> = { [S in keyof C & string]: `${S}.${keyof C[S] & string}` }[keyof C & string];

/** A code of the catalogue: `<subject>.<key>`. */
export type MessageCode = CodesOf<Catalogue>;
/** A code a public visitor can meet. */
export type PublicMessageCode = CodesOf<typeof PUBLIC_MESSAGES>;

type EntryOf<C extends MessageCode> = C extends `${infer S extends keyof Catalogue}.${infer K}`
  ? K extends keyof Catalogue[S]
    ? Catalogue[S][K]
    : never
  : never;

/** The parameters a code's message needs: `{ field: string }` for `request.unknownField`, none for most. */
export type MessageParams<C extends MessageCode> =
  EntryOf<C> extends ParameterMessage<infer Name> ? Readonly<Record<Name, string>> : undefined;

/** A code with its parameters, when it has any: what an error carries. */
export type Coded<C extends MessageCode = MessageCode> = C extends MessageCode
  ? MessageParams<C> extends undefined
    ? { code: C; params?: undefined }
    : { code: C; params: MessageParams<C> }
  : never;

/** Each code by subject and key, to name a code without spelling it: `MESSAGE_CODES.application.duplicate`. */
export const MESSAGE_CODES = Object.fromEntries(
  Object.entries(MESSAGE_CATALOGUE).map(([subject, messages]) => [
    subject,
    Object.fromEntries(Object.keys(messages).map((key) => [key, `${subject}.${key}`])),
  ]),
) as {
  readonly [S in keyof Catalogue & string]: { readonly [K in keyof Catalogue[S] & string]: `${S}.${K}` };
};

/** Whether `code` is one of the catalogue's codes (a client may meet codes it does not know yet). */
export function isMessageCode(code: unknown): code is MessageCode {
  if (typeof code !== 'string') return false;
  const [subject, key, ...rest] = code.split('.');
  const messages = (MESSAGE_CATALOGUE as AnyCatalogue)[subject];
  return rest.length === 0 && key !== undefined && messages !== undefined && Object.hasOwn(messages, key);
}

/** The English text of a code with its parameters. */
export function englishText<C extends MessageCode>(...[code, params]: [C, MessageParams<C>?]): string {
  return messageText(MESSAGE_CATALOGUE, code, params as MessageParameters | undefined) ?? code;
}
