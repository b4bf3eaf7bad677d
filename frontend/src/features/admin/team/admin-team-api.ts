import type {
  AdminAccount,
  AdminAccountChange,
  AdminAccountInput,
  NewAdminAccount,
  SecuritySettings,
} from '@uaq/contract';
import { api } from '@/lib/api';
import { unwrapData } from '@/lib/http';

const LIST = { type: 'AdminAccount', id: 'LIST' } as const;
const SETTINGS = { type: 'AdminAccount', id: 'SECURITY-SETTINGS' } as const;

export const adminTeamApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminAccounts: build.query<AdminAccount[], void>({
      query: () => '/admin/users',
      transformResponse: (response: unknown) => unwrapData(response as AdminAccount[]),
      providesTags: [LIST],
    }),
    addAdminAccount: build.mutation<NewAdminAccount, AdminAccountInput>({
      query: (body) => ({ url: '/admin/users', method: 'POST', body }),
      transformResponse: (response: unknown) => unwrapData(response as NewAdminAccount),
      invalidatesTags: [LIST, 'Audit'],
    }),
    changeAdminAccount: build.mutation<AdminAccount, AdminAccountChange & { id: number }>({
      query: ({ id, ...change }) => ({ url: `/admin/users/${id}`, method: 'PATCH', body: change }),
      transformResponse: (response: unknown) => unwrapData(response as AdminAccount),
      invalidatesTags: [LIST, 'Audit'],
    }),
    getSecuritySettings: build.query<Required<SecuritySettings>, void>({
      query: () => '/admin/security-settings',
      transformResponse: (response: unknown) => unwrapData(response as Required<SecuritySettings>),
      providesTags: [SETTINGS],
    }),
    putSecuritySettings: build.mutation<Required<SecuritySettings>, SecuritySettings>({
      query: (body) => ({ url: '/admin/security-settings', method: 'PUT', body }),
      transformResponse: (response: unknown) => unwrapData(response as Required<SecuritySettings>),
      invalidatesTags: [SETTINGS, 'Audit'],
    }),
  }),
});

export const {
  useGetAdminAccountsQuery,
  useAddAdminAccountMutation,
  useChangeAdminAccountMutation,
  useGetSecuritySettingsQuery,
  usePutSecuritySettingsMutation,
} = adminTeamApi;
