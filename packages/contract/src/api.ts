/** What every endpoint shares: the response envelopes and the refusals any request may get. */
import { withParameter } from './message-parameter.ts';

/**
 * What any request may be told, whatever the endpoint: the framework's refusals (malformed body,
 * unknown field, too large, wrong type), the per-address limits of the public forms, the fallbacks.
 */
export const REQUEST_MESSAGES = {
  invalid: 'The request is not valid.',
  invalidJson: 'The request body is not valid JSON.',
  incompleteForm: 'The form was not received completely. Please send it again.',
  unreadablePart:
    'Part of the form could not be read (a file name may contain a line break). Please rename the file and send the form again.',
  invalidAddress: 'The address is not valid.',
  unknownField: withParameter('field', (field) => `Unknown field: ${field}`),
  oneFileOnly: withParameter('field', (field) => `Only one file, named "${field}", may be sent`),
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found.',
  methodNotAllowed: 'This method is not allowed here.',
  conflict: 'The request conflicts with the current state.',
  tooLarge: 'The request is too large.',
  unsupportedType: 'This content type is not supported.',
  tooManyRequests: 'Too many requests. Please try again later.',
  tooManyMessages: 'Too many messages sent from your connection. Please try again in a few minutes.',
  tooManyQuoteRequests:
    'Too many quote requests sent from your connection. Please try again in a few minutes.',
  tooManyApplications: 'Too many applications sent from your connection. Please try again later.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  busy: 'The site is very busy right now. Please try again in a few seconds.',
  failed: 'The request could not be completed.',
  serverError: 'Something went wrong on our side. Please try again.',
} as const;

export interface ApiSuccess<T> {
  success: true;
  data: T;
  message?: string;
}

/** The parameters of a message that has some (`{ field: 'email' }`), by name. */
export type MessageParameters = Readonly<Record<string, string>>;

export interface ApiErrorBody {
  success: false;
  statusCode: number;
  /** One human-readable sentence the page can show as it is, in the visitor's language. */
  message: string;
  /** The message's stable code in the message catalogue (`application.jobNotAccepting`): a `MessageCode`. */
  code: string;
  /** Present when the message has parameters (`request.unknownField` → `{ field: 'email' }`). */
  params?: MessageParameters;
  /** Present for validation failures: field name to the same text the form shows. */
  errors?: Record<string, string>;
  /** With `errors`: field name to the code of its message (`{ email: 'application.emailInvalid' }`). */
  fieldCodes?: Record<string, string>;
  /** With `errors`, for the fields whose message has parameters: field name to them. */
  fieldParams?: Record<string, MessageParameters>;
}
