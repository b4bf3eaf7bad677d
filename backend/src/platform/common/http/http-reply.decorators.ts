import { applyDecorators, SetMetadata } from '@nestjs/common';
import { type PlainCode } from '../errors/app-error';

export const PUBLIC_CACHE_KEY = 'http:publicCache';
export const RAW_RESPONSE_KEY = 'http:rawResponse';
export const SUCCESS_MESSAGE_KEY = 'http:successMessage';
export const SKIP_REQUEST_LOG_KEY = 'http:skipRequestLog';

/** Leaves the route out of the request log (a load balancer's health check, the hot public reads). */
export const SkipRequestLog = () => SetMetadata(SKIP_REQUEST_LOG_KEY, true);

/**
 * A read every visitor triggers, whose handler returns data from a short-lived cache: its reply is
 * serialised, gzipped and given an ETag once per cached value, answered with 304 while the client's
 * copy is current, and marked for shared caches (CDN, reverse proxy). Not logged per request: the
 * proxy's access log covers it, and its failures are logged by the exception filter.
 */
export const PublicCache = () => applyDecorators(SetMetadata(PUBLIC_CACHE_KEY, true), SkipRequestLog());

/** The handler's value is the whole body (a health report, a CSV file, a text file): no envelope. */
export const RawResponse = () => SetMetadata(RAW_RESPONSE_KEY, true);

/** The code of the success envelope's `message`, written in the visitor's language and shown as it is. */
export const SuccessMessage = (message: PlainCode) => SetMetadata(SUCCESS_MESSAGE_KEY, message);
