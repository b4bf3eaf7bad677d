import type { SiteConstants } from '@uaq/contract';
import { api } from '@/lib/api';
import { unwrapData } from '@/lib/http';

function readConstants(response: unknown): SiteConstants {
  const constants = unwrapData(response as SiteConstants);
  return constants && typeof constants === 'object' && !Array.isArray(constants) ? constants : {};
}

/**
 * The constants as the editor and the test page read them (public GET, no auth needed) and the
 * admin replace. The editor refreshes the public pages' copy after a save (constants-editor.tsx).
 */
export const adminConstantsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEditableConstants: build.query<SiteConstants, void>({
      query: () => ({ url: '/constants', cache: 'no-store' }),
      transformResponse: readConstants,
      providesTags: ['Constants'],
    }),
    updateConstants: build.mutation<SiteConstants, SiteConstants>({
      query: (constants) => ({ url: '/constants', method: 'PUT', body: constants }),
      transformResponse: readConstants,
      invalidatesTags: ['Constants'],
    }),
  }),
});

export const { useGetEditableConstantsQuery, useUpdateConstantsMutation } = adminConstantsApi;
