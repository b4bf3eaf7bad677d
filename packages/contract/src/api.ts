/** What every endpoint shares: the response envelopes and the refusals any request may get. */
/**
 * What any request may be told, whatever the endpoint: the framework's refusals (malformed body,
 * unknown field, too large, wrong type), the per-address limits of the public forms, the fallbacks.
 */
export const REQUEST_MESSAGES = {
  invalid: 'The request is not valid.',
  invalidJson: 'The request body is not valid JSON.',
  incompleteForm: 'The form was not received completely. Please send it again.',
  invalidAddress: 'The address is not valid.',
  unknownField: (field: string) => `Unknown field: ${field}`,
  oneFileOnly: (field: string) => `Only one file, named "${field}", may be sent`,
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
  failed: 'The request could not be completed.',
  serverError: 'Something went wrong on our side. Please try again.',
} as const;

export interface ApiSuccess<T> {
  success: true;
  data: T;
  message?: string;
}

export interface ApiErrorBody {
  success: false;
  statusCode: number;
  /** One human-readable sentence the page can show as it is. */
  message: string;
  /** Present for validation failures: field name to the same text the form shows. */
  errors?: Record<string, string>;
}
