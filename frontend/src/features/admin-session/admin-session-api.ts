import type { AdminUser } from '@uaq/contract';
import { api } from '@/lib/api';
import { unwrapData } from '@/lib/http';

/** Admin session calls. `login` keeps the raw body: the token may sit in `data` or at the top level. */
export const adminSessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<unknown, { username: string; password: string }>({
      query: (credentials) => ({ url: '/admin/login', method: 'POST', body: credentials }),
    }),
    getAdminMe: build.query<AdminUser, void>({
      query: () => '/admin/me',
      transformResponse: (response: unknown) => unwrapData(response as AdminUser),
      providesTags: ['Session'],
    }),
  }),
});

export const { useLoginMutation, useGetAdminMeQuery } = adminSessionApi;
