import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { ADMIN_REQUEST_HEADER } from '@uaq/contract';
import { callApi, type ApiCall, type ApiFailure } from './http';
import { isApiFailure } from './i18n/catalogue';
import { loggedOut } from './session/session-slice';

/**
 * The admin area's RTK Query slice (public pages read through their routes' loaders,
 * lib/route-data.ts). Admin features add endpoints with `api.injectEndpoints` in their own folder.
 */

type QueryParams = Readonly<Record<string, string | number | boolean | undefined>>;

/** An admin endpoint's request: its path under /api, its query, and what callApi sends. */
export type AdminRequest =
  string | ({ url: string; params?: QueryParams } & Pick<ApiCall, 'method' | 'body' | 'file' | 'cache'>);

/** The path with its query string; parameters left undefined are not sent. */
function withQuery(url: string, params: QueryParams | undefined): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined) query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}

/** An admin call refused for want of a session: the login overlay takes over, the screen says nothing. */
export function isSignedOut(failure: unknown): boolean {
  return isApiFailure(failure) && failure.kind === 'status' && failure.status === 401;
}

/** The session travels in its httpOnly cookie; the header is the CSRF proof the server asks for. */
const ADMIN_HEADERS = { [ADMIN_REQUEST_HEADER.name]: ADMIN_REQUEST_HEADER.value };

/**
 * Every admin call through the one fetch wrapper (lib/http.ts): an error is an ApiFailure, with its
 * codes, which the screens write in the admin's language. A 401 means the session is over: log out,
 * so the login overlay reopens.
 */
const baseQuery: BaseQueryFn<AdminRequest, unknown, ApiFailure> = async (request, api) => {
  const { url, params, ...call } = typeof request === 'string' ? { url: request } : request;
  const result = await callApi(withQuery(url, params), {
    ...call,
    headers: ADMIN_HEADERS,
    signal: api.signal,
  });
  if (result.ok) return { data: result.body };
  const isLogin = url.replace(/^\//, '').startsWith('admin/login');
  if (isSignedOut(result.failure) && !isLogin) api.dispatch(loggedOut());
  return { error: result.failure };
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'AdminJob',
    'Application',
    'Group',
    'Constants',
    'Enquiry',
    'Session',
    'AdminAccount',
    'Audit',
    'Outbox',
    'QuoteRequest',
    'Project',
    'TrackingLink',
    'Board',
    'Retention',
    'Candidate',
    'CandidateTag',
  ],
  endpoints: () => ({}),
});
