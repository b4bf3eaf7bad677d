import type {
  Language,
  MfaEnrolment,
  MfaRecoveryCodes,
  PasswordChangeInput,
  SignedInAdmin,
} from '@uaq/contract';
import { api } from '@/lib/api';
import { unwrapData } from '@/lib/http';

/** Admin session calls. The server sets and clears the session cookie; the page never sees the token. */
export const adminSessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<void, { username: string; password: string; code?: string }>({
      query: (credentials) => ({ url: '/admin/login', method: 'POST', body: credentials }),
      transformResponse: () => undefined,
    }),
    getAdminMe: build.query<SignedInAdmin, void>({
      query: () => '/admin/me',
      transformResponse: (response: unknown) => unwrapData(response as SignedInAdmin),
      providesTags: ['Session'],
    }),
    /** Keeps the admin area's language on the account; the signed-in account as it now is replaces /me's. */
    changeLanguage: build.mutation<SignedInAdmin, Language>({
      query: (language) => ({ url: '/admin/me', method: 'PATCH', body: { language } }),
      transformResponse: (response: unknown) => unwrapData(response as SignedInAdmin),
      async onQueryStarted(_language, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(adminSessionApi.util.upsertQueryData('getAdminMe', undefined, data));
      },
    }),
    /** Ends the account's sessions on the server, which also clears the cookie. */
    logout: build.mutation<void, void>({
      query: () => ({ url: '/admin/logout', method: 'POST' }),
      transformResponse: () => undefined,
    }),
    /** The server replaces the session cookie with one for the new password. */
    changePassword: build.mutation<void, PasswordChangeInput>({
      query: (body) => ({ url: '/admin/me/password', method: 'POST', body }),
      transformResponse: () => undefined,
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
  useChangeLanguageMutation,
  useLogoutMutation,
  useChangePasswordMutation,
  useStartMfaMutation,
  useConfirmMfaMutation,
} = adminSessionApi;
