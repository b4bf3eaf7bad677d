import type { ApiSuccess, SiteConstants } from '@contract/api-contract';
import { api, unwrapData } from '@/lib/api';

export const siteConstantsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/constants (public). The admin area invalidates 'Constants' after saving. */
    getConstants: build.query<SiteConstants, void>({
      query: () => '/constants',
      transformResponse: (response: ApiSuccess<SiteConstants> | SiteConstants) => unwrapData(response),
      providesTags: ['Constants'],
    }),
  }),
});

export const { useGetConstantsQuery } = siteConstantsApi;
