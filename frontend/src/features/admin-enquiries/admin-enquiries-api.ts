import type { Enquiry } from '@uaq/contract';
import { api } from '@/lib/api';
import { unwrapData } from '@/lib/http';

const LIST = { type: 'Enquiry', id: 'LIST' } as const;

function newestFirst(a: Enquiry, b: Enquiry): number {
  return Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;
}

export const adminEnquiriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEnquiries: build.query<Enquiry[], void>({
      query: () => '/admin/enquiries',
      transformResponse: (response: unknown) => {
        const enquiries = unwrapData(response as Enquiry[]);
        return Array.isArray(enquiries) ? [...enquiries].sort(newestFirst) : [];
      },
      providesTags: (enquiries = []) => [
        ...enquiries.map((enquiry) => ({ type: 'Enquiry' as const, id: enquiry.id })),
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

// The handled box follows the click at once; the change is undone if the server refuses it.
adminEnquiriesApi.enhanceEndpoints({
  endpoints: {
    setEnquiryHandled: {
      async onQueryStarted({ id, handled }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          adminEnquiriesApi.util.updateQueryData('getEnquiries', undefined, (enquiries) => {
            const enquiry = enquiries.find((item) => item.id === id);
            if (enquiry) enquiry.handled = handled;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    },
  },
});
