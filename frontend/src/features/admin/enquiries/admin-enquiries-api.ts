import type { Enquiry, EnquiryListQuery, Page } from '@uaq/contract';
import { api } from '@/lib/api';
import { unwrapData } from '@/lib/http';
import { readPage } from '@/lib/paged-response';

const LIST = { type: 'Enquiry', id: 'LIST' } as const;

/** A page of the Enquiries list; the tab keeps `page` and `q` in the address. */
export interface EnquiryListView {
  page: number;
  q: string;
  handled?: boolean;
  pageSize?: number;
}

export const ALL_ENQUIRIES: EnquiryListView = { page: 1, q: '' };

export function enquiryQueryParams(view: EnquiryListView): Record<string, string> {
  const params: Partial<Record<keyof EnquiryListQuery, string>> = {};
  if (view.page > 1) params.page = String(view.page);
  if (view.pageSize) params.pageSize = String(view.pageSize);
  if (view.q.trim()) params.q = view.q.trim();
  if (view.handled !== undefined) params.handled = String(view.handled);
  return params;
}

export const adminEnquiriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEnquiries: build.query<Page<Enquiry>, EnquiryListView>({
      query: (view) => ({ url: '/admin/enquiries', params: enquiryQueryParams(view) }),
      transformResponse: readPage<Enquiry>,
      providesTags: (page) => [
        ...(page?.items ?? []).map((enquiry) => ({ type: 'Enquiry' as const, id: enquiry.id })),
        LIST,
      ],
    }),
    setEnquiryHandled: build.mutation<Enquiry, { id: number; handled: boolean }>({
      query: ({ id, handled }) => ({ url: `/admin/enquiries/${id}`, method: 'PATCH', body: { handled } }),
      transformResponse: (response: unknown) => unwrapData(response as Enquiry),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Enquiry', id }, LIST],
    }),
    deleteEnquiry: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/enquiries/${id}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useGetEnquiriesQuery, useSetEnquiryHandledMutation, useDeleteEnquiryMutation } =
  adminEnquiriesApi;

// The handled box follows the click at once in every cached page; undone if the server refuses.
adminEnquiriesApi.enhanceEndpoints({
  endpoints: {
    setEnquiryHandled: {
      async onQueryStarted({ id, handled }, { dispatch, getState, queryFulfilled }) {
        const util = adminEnquiriesApi.util;
        const patches = util.selectCachedArgsForQuery(getState(), 'getEnquiries').map((view) =>
          dispatch(
            util.updateQueryData('getEnquiries', view, (page) => {
              const enquiry = page.items.find((item) => item.id === id);
              if (enquiry) enquiry.handled = handled;
            }),
          ),
        );
        await queryFulfilled.catch(() => patches.forEach((patch) => patch.undo()));
      },
    },
  },
});
