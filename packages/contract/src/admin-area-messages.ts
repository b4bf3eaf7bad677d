/**
 * The admin area's messages that had no set of their own in the contract: the job,
 * project, team and list forms' field errors, the admin's refusals and receipts. Each has its code in
 * the message catalogue (`message-catalogue.ts`); their Arabic is in `admin-messages.ar.ts`.
 */
import { APPLICATION_STATUSES } from './applications.ts';
import { JOB_LIMITS, JOB_STATUSES, JOB_TYPES } from './jobs.ts';
import { OUTBOX_STATUSES } from './mail.ts';
import { withParameter, withParameters } from './message-parameter.ts';
import { groupedNumber } from './numbers.ts';
import { PROJECT_CATEGORIES, PROJECT_LIMITS, PROJECT_STATUSES } from './projects.ts';
import { EMIRATES, QUOTE_SORTS } from './quote.ts';
import { CONSTANT_LIMITS } from './site-constants.ts';
import { LANGUAGES } from './language.ts';
import { ADMIN_ROLES, ADMIN_USERNAME_RULES } from './team.ts';

const tooLong = (label: string, max: number) => `${label} must be at most ${groupedNumber(max)} characters`;

export const JOB_ADMIN_MESSAGES = {
  created: 'Job created successfully',
  updated: 'Job updated successfully',
  reopened: 'Job reopened',
  deleted: 'Job deleted successfully',
  titleRequired: 'Title is required',
  titleText: 'Title must be text',
  titleTooLong: tooLong('Title', JOB_LIMITS.title),
  descriptionRequired: 'Description is required',
  descriptionText: 'Description must be text',
  descriptionTooLong: tooLong('Description', JOB_LIMITS.description),
  locationRequired: 'Location is required',
  locationText: 'Location must be text',
  locationTooLong: tooLong('Location', JOB_LIMITS.location),
  typeRequired: 'Type is required',
  typeInvalid: `Type must be one of ${JOB_TYPES.join(', ')}`,
  statusInvalid: `Status must be one of ${JOB_STATUSES.join(', ')}`,
  requirementTooLong: `Each requirement must be at most ${JOB_LIMITS.requirement} characters`,
  requirementText: 'Each requirement must be text',
  requirementsTooMany: `At most ${JOB_LIMITS.requirements} requirements are allowed`,
  requirementsList: 'Requirements must be a list of text rows',
  titleArText: 'Title (Arabic) must be text',
  titleArTooLong: tooLong('Title (Arabic)', JOB_LIMITS.title),
  descriptionArText: 'Description (Arabic) must be text',
  descriptionArTooLong: tooLong('Description (Arabic)', JOB_LIMITS.description),
  locationArText: 'Location (Arabic) must be text',
  locationArTooLong: tooLong('Location (Arabic)', JOB_LIMITS.location),
  requirementArTooLong: `Each Arabic requirement must be at most ${JOB_LIMITS.requirement} characters`,
  requirementArText: 'Each Arabic requirement must be text',
  requirementsArTooMany: `At most ${JOB_LIMITS.requirements} Arabic requirements are allowed`,
  requirementsArList: 'Requirements (Arabic) must be a list of text rows',
  closesOnInvalid: 'Closing date must be a date written YYYY-MM-DD',
  closesOnPast: 'Closing date must be today or later for an open job',
  resumeOptionalBoolean: 'Resume optional must be true or false',
  emirateInvalid: `Emirate must be one of ${EMIRATES.join(', ')}`,
} as const;

export const APPLICATION_ADMIN_MESSAGES = {
  resumeNotFound: 'Resume not found',
  deleted: 'Application deleted',
  linksRevoked: "The applicant's status links no longer work",
  /** Bulk changes: the ids that name no application, and the field's own text is the list. */
  unknownIds: withParameter('ids', (ids) => `No application with id ${ids}; nothing was changed`),
  unknownIdsList: withParameter('ids', (ids) => ids),
  statusInvalid: `Status must be one of ${APPLICATION_STATUSES.join(', ')}`,
  jobInvalid: 'Job must be a job id',
  notifyApplicantBoolean: 'notifyApplicant must be true or false',
} as const;

export const ENQUIRY_ADMIN_MESSAGES = {
  notFound: 'Enquiry not found',
  handledBoolean: 'handled must be true or false',
} as const;

export const QUOTE_ADMIN_MESSAGES = {
  searchTooLong: 'Search must be at most 100 characters',
  searchText: 'Search must be text',
  sortInvalid: `Sort must be one of ${QUOTE_SORTS.join(', ')}`,
} as const;

export const PROJECT_ADMIN_MESSAGES = {
  photoRequired: 'Choose a photo to upload',
  titleRequired: 'Title is required',
  titleTooLong: tooLong('Title', PROJECT_LIMITS.title),
  slugInvalid: 'The address (slug) may hold only lower-case letters, digits and hyphens',
  slugTooLong: tooLong('The address (slug)', PROJECT_LIMITS.slug),
  slugText: 'The address (slug) must be text',
  categoryInvalid: `Category must be one of ${PROJECT_CATEGORIES.join(', ')}`,
  clientText: 'Client must be text',
  clientTooLong: tooLong('Client', PROJECT_LIMITS.client),
  locationRequired: 'Location is required',
  locationTooLong: tooLong('Location', PROJECT_LIMITS.location),
  statusInvalid: `Status must be one of ${PROJECT_STATUSES.join(', ')}`,
  descriptionRequired: 'Description is required',
  descriptionTooLong: tooLong('Description', PROJECT_LIMITS.description),
  titleArText: 'Title (Arabic) must be text',
  titleArTooLong: tooLong('Title (Arabic)', PROJECT_LIMITS.title),
  clientArText: 'Client (Arabic) must be text',
  clientArTooLong: tooLong('Client (Arabic)', PROJECT_LIMITS.client),
  locationArText: 'Location (Arabic) must be text',
  locationArTooLong: tooLong('Location (Arabic)', PROJECT_LIMITS.location),
  descriptionArText: 'Description (Arabic) must be text',
  descriptionArTooLong: tooLong('Description (Arabic)', PROJECT_LIMITS.description),
  servicesUnique: 'Each service may be listed once',
  servicesInvalid: 'Services must be chosen from the list',
  servicesList: 'Services must be a list',
  publishedBoolean: 'Published must be true or false',
  sampleBoolean: 'Sample must be true or false',
  altText: 'The description of the photo must be text',
  altTooLong: tooLong('The description of the photo', PROJECT_LIMITS.alt),
  altArText: 'The description of the photo (Arabic) must be text',
  altArTooLong: tooLong('The description of the photo (Arabic)', PROJECT_LIMITS.alt),
} as const;

export const ACCOUNT_MESSAGES = {
  usernameRule: ADMIN_USERNAME_RULES.message,
  usernameRequired: 'Username is required',
  usernameTooLong: 'Username must be 100 characters or fewer',
  passwordRequired: 'Password is required',
  passwordTooLong: 'Password must be 1024 characters or fewer',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  /** The command line may ask for a longer minimum than the admin area's. */
  passwordShorterThan: withParameter(
    'minimum',
    (minimum) => `Passwords must have at least ${minimum} characters.`,
  ),
  noAdminNamed: withParameter('name', (name) => `No admin named "${name}" exists.`),
  roleInvalid: `Role must be one of: ${ADMIN_ROLES.join(', ')}`,
  disabledBoolean: 'disabled must be true or false',
  emailInvalid: 'E-mail must be a valid address',
  mfaRequiredBoolean: 'mfaRequired must be true or false',
  languageInvalid: `Language must be one of: ${LANGUAGES.join(', ')}`,
} as const;

export const AUDIT_MESSAGES = {
  actorInvalid: 'Actor must be a username',
  actionInvalid: 'Action must be one of the recorded actions',
  fromInvalid: 'From must be a date such as 2026-11-01',
  toInvalid: 'To must be a date such as 2026-11-30',
} as const;

export const OUTBOX_ADMIN_MESSAGES = {
  statusInvalid: `Status must be one of ${OUTBOX_STATUSES.join(', ')}`,
} as const;

const MAX_VALUE_KB = CONSTANT_LIMITS.maxValueBytes / 1024;

export const SITE_CONSTANT_MESSAGES = {
  notAnObject: 'The constants must be sent as one JSON object of names and values.',
  tooMany: withParameter(
    'sent',
    (sent) => `At most ${CONSTANT_LIMITS.maxKeys} constants can be stored; ${sent} were sent.`,
  ),
  nameInvalid: withParameter(
    'key',
    (key) =>
      `The constant name "${key}" is not valid: start with a letter and use only letters, digits and ` +
      'underscores (at most 64 characters).',
  ),
  namesClash: withParameters(
    ['clash', 'key'],
    (clash, key) =>
      `The constant names "${clash}" and "${key}" differ only in letter case; keep one of them.`,
  ),
  valueTooLarge: withParameter(
    'key',
    (key) => `The value of "${key}" is too large: each value may be at most ${MAX_VALUE_KB} KB.`,
  ),
} as const;
