import type { ApiErrorBody, ApiSuccess, MessageParameters } from '@uaq/contract';

/** Public pages call the API through this (the admin area uses RTK Query, see lib/api.ts). */
export const API_BASE_URL = '/api';

/** Why a call failed: no answer at all, an error status (with the server's body), or an unreadable body. */
export type ApiFailure =
  | { kind: 'network' }
  | {
      kind: 'status';
      status: number;
      message?: string;
      fieldErrors: Record<string, string>;
      /** The message's catalogue code and parameters, for the page to write it (lib/i18n/catalogue.ts). */
      code?: string;
      params?: MessageParameters;
      fieldCodes?: Record<string, string>;
      fieldParams?: Record<string, MessageParameters>;
    }
  | { kind: 'format'; status: number };

export type ApiResult = { ok: true; body: unknown } | { ok: false; failure: ApiFailure };

/**
 * The page's language for the server's messages: Arabic pages (`<html lang="ar">`, set by the server
 * and kept by the public shell) ask for Arabic, English pages for English, whatever the browser's
 * own preference (an Arabic-speaking visitor on an English page reads English messages).
 */
function languageHeaders(): Record<string, string> {
  if (typeof document === 'undefined') return {};
  return { 'Accept-Language': document.documentElement.lang === 'ar' ? 'ar' : 'en' };
}

/** Calls `/api{path}` and reads the JSON answer; never throws. */
export async function callApi(path: string, init?: RequestInit): Promise<ApiResult> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path}`, {
      ...init,
      headers: { Accept: 'application/json', ...languageHeaders(), ...init?.headers },
    });
  } catch {
    return { ok: false, failure: { kind: 'network' } };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return response.ok
      ? { ok: false, failure: { kind: 'format', status: response.status } }
      : { ok: false, failure: { kind: 'status', status: response.status, fieldErrors: {} } };
  }
  if (response.ok) return { ok: true, body };
  const error = (body && typeof body === 'object' ? body : {}) as Partial<ApiErrorBody>;
  return {
    ok: false,
    failure: {
      kind: 'status',
      status: response.status,
      message: typeof error.message === 'string' ? error.message : undefined,
      fieldErrors: error.errors && typeof error.errors === 'object' ? error.errors : {},
      ...(typeof error.code === 'string' ? { code: error.code, params: error.params } : {}),
      ...(error.fieldCodes && typeof error.fieldCodes === 'object'
        ? { fieldCodes: error.fieldCodes, fieldParams: error.fieldParams }
        : {}),
    },
  };
}

/** Sends `body` as JSON (or as multipart when it is FormData). */
export function postToApi(path: string, body: unknown): Promise<ApiResult> {
  return body instanceof FormData
    ? callApi(path, { method: 'POST', body })
    : callApi(path, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json' },
      });
}

/** The server's own message for a failure when it sent one, else `fallback`. */
export function failureMessage(failure: ApiFailure, fallback: string): string {
  return failure.kind === 'status' && failure.message ? failure.message : fallback;
}

/** `data` of a `{ success, data }` answer; a bare payload is taken as it is, as the spec's clients did. */
export function unwrapData<T>(body: ApiSuccess<T> | T): T {
  return body && typeof body === 'object' && 'success' in body && 'data' in body
    ? (body as ApiSuccess<T>).data
    : (body as T);
}
