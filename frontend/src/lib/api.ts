import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { ADMIN_REQUEST_HEADER, type ApiErrorBody } from '@uaq/contract';
import { API_BASE_URL } from './http';
import { loggedOut } from './session/session-slice';

/**
 * The admin area's RTK Query slice (public pages read through their routes' loaders,
 * lib/route-data.ts). Admin features add endpoints with `api.injectEndpoints` in their own folder.
 */

/** The session travels in its httpOnly cookie; the header is the CSRF proof the server asks for. */
const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  credentials: 'same-origin',
  prepareHeaders: (headers) => {
    headers.set(ADMIN_REQUEST_HEADER.name, ADMIN_REQUEST_HEADER.value);
    return headers;
  },
});

/** A 401 from an admin call means the session is over: log out so the login overlay reopens. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const result = await rawBaseQuery(args, api, extra);
  if (result.error?.status === 401) {
    const url = typeof args === 'string' ? args : args.url;
    const isLogin = url.replace(/^\//, '').startsWith('admin/login');
    if (!isLogin) api.dispatch(loggedOut());
  }
  return result;
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
  ],
  endpoints: () => ({}),
});

/** The human-readable message of a failed call: the server's `message`, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object') {
    const data = (error as { data?: unknown }).data;
    if (data && typeof data === 'object' && typeof (data as ApiErrorBody).message === 'string') {
      return (data as ApiErrorBody).message;
    }
    const status = (error as { status?: unknown }).status;
    if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return fallback;
    const message = (error as { message?: unknown; error?: unknown }).error;
    if (typeof message === 'string' && status === 'CUSTOM_ERROR') return message;
  }
  return fallback;
}

/** Field errors of a 400 validation failure, keyed by field name. */
export function fieldErrors(error: unknown): Record<string, string> {
  const data = error && typeof error === 'object' ? (error as { data?: unknown }).data : undefined;
  if (data && typeof data === 'object' && (data as ApiErrorBody).errors)
    return (data as ApiErrorBody).errors ?? {};
  return {};
}
