import type {
  LoginResult,
  MfaEnrolment,
  MfaRecoveryCodes,
  PasswordChangeInput,
  SignedInAdmin,
} from '@uaq/contract';
import { api } from '@/lib/api';
import { unwrapData } from '@/lib/http';

/** Admin session calls. `login` keeps the raw body: the token may sit in `data` or at the top level. */
export const adminSessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<unknown, { username: string; password: string; code?: string }>({
      query: (credentials) => ({ url: '/admin/login', method: 'POST', body: credentials }),
    }),
    getAdminMe: build.query<SignedInAdmin, void>({
      query: () => '/admin/me',
      transformResponse: (response: unknown) => unwrapData(response as SignedInAdmin),
      providesTags: ['Session'],
    }),
    /** Ends the account's sessions on the server; takes the token, as the page has already dropped it. */
    logout: build.mutation<void, string>({
      query: (token) => ({
        url: '/admin/logout',
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      }),
      transformResponse: () => undefined,
    }),
    changePassword: build.mutation<LoginResult, PasswordChangeInput>({
      query: (body) => ({ url: '/admin/me/password', method: 'POST', body }),
      transformResponse: (response: unknown) => unwrapData(response as LoginResult),
    }),
    startMfa: build.mutation<MfaEnrolment, void>({
      query: () => ({ url: '/admin/me/mfa', method: 'POST' }),
      transformResponse: (response: unknown) => unwrapData(response as MfaEnrolment),
    }),
    confirmMfa: build.mutation<MfaRecoveryCodes, string>({
      query: (code) => ({ url: '/admin/me/mfa/confirm', method: 'POST', body: { code } }),
      transformResponse: (response: unknown) => unwrapData(response as MfaRecoveryCodes),
    }),
  }),
});

export const {
  useLoginMutation,
  useGetAdminMeQuery,
  useLogoutMutation,
  useChangePasswordMutation,
  useStartMfaMutation,
  useConfirmMfaMutation,
} = adminSessionApi;
