import type { ApiPage, Enquiry, EnquiryListQuery, PageMeta } from '@uaq/contract';
import { api } from '@/lib/api';
import { unwrapData } from '@/lib/http';

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

export interface EnquiryPage {
  rows: Enquiry[];
  meta: PageMeta;
}

export const adminEnquiriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEnquiries: build.query<EnquiryPage, EnquiryListView>({
      query: (view) => ({ url: '/admin/enquiries', params: enquiryQueryParams(view) }),
      transformResponse: (response: unknown) => {
        const body = response as Partial<ApiPage<Enquiry>> | null;
        const rows = Array.isArray(body?.data) ? body.data : [];
        return { rows, meta: body?.meta ?? { page: 1, pageSize: rows.length, total: rows.length } };
      },
      providesTags: (page) => [
        ...(page?.rows ?? []).map((enquiry) => ({ type: 'Enquiry' as const, id: enquiry.id })),
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
              const enquiry = page.rows.find((item) => item.id === id);
              if (enquiry) enquiry.handled = handled;
            }),
          ),
        );
        await queryFulfilled.catch(() => patches.forEach((patch) => patch.undo()));
      },
    },
  },
});
