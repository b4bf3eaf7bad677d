import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { Action } from '@reduxjs/toolkit';
import type { ApiErrorBody, ApiSuccess } from '@contract/api-contract';
import { loggedOut, type SessionState } from './session/session-slice';

/**
 * The one RTK Query slice. Features add endpoints with `api.injectEndpoints` in their own folder.
 * Endpoint names other modules rely on:
 *   getConstants   (features/site-constants)  GET /api/constants          -> SiteConstants
 *   getPublicJobs  (features/careers), no arg  GET /api/careers/public     -> Job[]
 *   getPublicJob   (features/careers), jobId   GET /api/careers/public/:id -> Job
 * entry-server.tsx seeds these three caches with the data the server already has.
 */

export const API_BASE_URL = '/api';

/** Action the client dispatches with the server-rendered api state, picked up by extractRehydrationInfo. */
export const API_REHYDRATE = 'api/rehydrate';
export function rehydrateApi(apiState: unknown): Action & { payload: unknown } {
  return { type: API_REHYDRATE, payload: apiState };
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as { session: SessionState }).session.token;
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
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
  tagTypes: ['Job', 'AdminJob', 'Application', 'Group', 'Constants', 'Enquiry', 'Session'],
  extractRehydrationInfo(action, { reducerPath }) {
    if (action.type === API_REHYDRATE) {
      return (action as ReturnType<typeof rehydrateApi>).payload as never;
    }
    void reducerPath;
    return undefined;
  },
  endpoints: () => ({}),
});

/** Unwraps `{ success, data }`; also accepts a bare payload, as the spec's clients did. */
export function unwrapData<T>(response: ApiSuccess<T> | T): T {
  if (response && typeof response === 'object' && 'success' in response && 'data' in response) {
    return (response as ApiSuccess<T>).data;
  }
  return response as T;
}

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
