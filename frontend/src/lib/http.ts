import type { ApiErrorBody, ApiSuccess, MessageParameters } from '@uaq/contract';

/**
 * Every call to the API goes through `callApi`: the public pages' loaders and forms, and the admin
 * area's RTK Query slice (lib/api.ts), so every answer is read one way.
 */
export const API_BASE_URL = '/api';

/**
 * Why a call failed: no answer at all (`detail`: the browser's own words, which the spec's constants
 * screens show), an error status with the server's coded message and field errors, or an
 * unreadable answer. The words in the screen's language are written from the codes
 * (lib/i18n/catalogue.ts).
 */
export type ApiFailure =
  | { kind: 'network'; detail: string }
  | {
      kind: 'status';
      status: number;
      /** The server's own sentence (in the language asked for), for a code the screen does not know. */
      message?: string;
      fieldErrors: Record<string, string>;
      /** The message's catalogue code and parameters, for the screen to write it. */
      code?: string;
      params?: MessageParameters;
      fieldCodes?: Record<string, string>;
      fieldParams?: Record<string, MessageParameters>;
    }
  | { kind: 'format'; status: number };

export type ApiResult = { ok: true; body: unknown } | { ok: false; failure: ApiFailure };

/** A file the API answered with (an export, a resume) and the name the server suggests for it. */
export interface DownloadedFile {
  content: Blob;
  fileName: string | null;
}

export interface ApiCall {
  method?: string;
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  /** The answer is a file: the body read is a DownloadedFile (never from or into the browser's cache). */
  file?: true;
  /** The browser's cache, for a read that must be fresh. */
  cache?: RequestCache;
  signal?: AbortSignal;
}

/**
 * The screen's language for the server's messages: Arabic screens (`<html lang="ar">`, set by the
 * server and kept by the shells) ask for Arabic, English ones for English, whatever the browser's
 * own preference (an Arabic-speaking visitor on an English page reads English messages).
 */
function languageHeaders(): Record<string, string> {
  if (typeof document === 'undefined') return {};
  return { 'Accept-Language': document.documentElement.lang === 'ar' ? 'ar' : 'en' };
}

function requestInit({ method, body, headers, file, cache, signal }: ApiCall): RequestInit {
  const json = body !== undefined && !(body instanceof FormData);
  return {
    method,
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
    headers: {
      Accept: 'application/json',
      ...languageHeaders(),
      ...(json ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    // A download is personal data: never from (or into) the browser's cache.
    cache: file ? 'no-store' : cache,
    signal,
  };
}

/** An error status's body: its message, codes and field errors, whatever of them it has. */
function refusal(status: number, body: unknown): ApiFailure {
  const error = (body && typeof body === 'object' ? body : {}) as Partial<ApiErrorBody>;
  return {
    kind: 'status',
    status,
    ...(typeof error.message === 'string' ? { message: error.message } : {}),
    fieldErrors: error.errors && typeof error.errors === 'object' ? error.errors : {},
    ...(typeof error.code === 'string' ? { code: error.code, params: error.params } : {}),
    ...(error.fieldCodes && typeof error.fieldCodes === 'object'
      ? { fieldCodes: error.fieldCodes, fieldParams: error.fieldParams }
      : {}),
  };
}

/** The server's suggested name (`filename="…"` of Content-Disposition), if any. */
function fileNameOf(response: Response): string | null {
  const match = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  return match ? match[1] : null;
}

/** Calls `/api{path}` (its query string included) and reads the answer (JSON, or a file); never throws. */
export async function callApi(path: string, call: ApiCall = {}): Promise<ApiResult> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path}`, requestInit(call));
  } catch (error) {
    return { ok: false, failure: { kind: 'network', detail: networkDetail(error) } };
  }
  if (response.ok && call.file) {
    const file: DownloadedFile = { content: await response.blob(), fileName: fileNameOf(response) };
    return { ok: true, body: file };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return response.ok
      ? { ok: false, failure: { kind: 'format', status: response.status } }
      : { ok: false, failure: refusal(response.status, null) };
  }
  return response.ok ? { ok: true, body } : { ok: false, failure: refusal(response.status, body) };
}

/** "Failed to fetch" from "TypeError: Failed to fetch". */
const networkDetail = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/^\w*Error: /, '');

/** Sends `body` as JSON (or as multipart when it is FormData). */
export function postToApi(path: string, body: unknown): Promise<ApiResult> {
  return callApi(path, { method: 'POST', body });
}

/** `data` of a `{ success, data }` answer; a bare payload is taken as it is, as the spec's clients did. */
export function unwrapData<T>(body: ApiSuccess<T> | T): T {
  return body && typeof body === 'object' && 'success' in body && 'data' in body
    ? (body as ApiSuccess<T>).data
    : (body as T);
}
