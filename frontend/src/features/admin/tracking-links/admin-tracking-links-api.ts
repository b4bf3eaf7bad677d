import type { Page, ReferralLinkInput, TrackingLink, TrackingLinkInput } from '@uaq/contract';
import { api } from '@/lib/api';
import { unwrapData } from '@/lib/http';
import { readPage } from '@/lib/paged-response';

export const TRACKING_LINKS_PAGE_SIZE = 25;

export const adminTrackingLinksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTrackingLinks: build.query<Page<TrackingLink>, number>({
      query: (page) => ({
        url: '/admin/tracking-links',
        params: { page, pageSize: TRACKING_LINKS_PAGE_SIZE },
      }),
      transformResponse: readPage<TrackingLink>,
      providesTags: ['TrackingLink'],
    }),
    createTrackingLink: build.mutation<TrackingLink, TrackingLinkInput>({
      query: (body) => ({ url: '/admin/tracking-links', method: 'POST', body }),
      transformResponse: (response: unknown) => unwrapData(response as TrackingLink),
      invalidatesTags: ['TrackingLink'],
    }),
    createReferralLink: build.mutation<TrackingLink, ReferralLinkInput>({
      query: (body) => ({ url: '/admin/tracking-links/referral', method: 'POST', body }),
      transformResponse: (response: unknown) => unwrapData(response as TrackingLink),
      invalidatesTags: ['TrackingLink'],
    }),
    deleteTrackingLink: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/tracking-links/${id}`, method: 'DELETE' }),
      invalidatesTags: ['TrackingLink'],
    }),
  }),
});

export const {
  useGetTrackingLinksQuery,
  useCreateTrackingLinkMutation,
  useCreateReferralLinkMutation,
  useDeleteTrackingLinkMutation,
} = adminTrackingLinksApi;
