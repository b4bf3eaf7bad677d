import type { Page, QuoteRequest, QuoteSort, QuoteStatus } from '@uaq/contract';
import { api } from '@/lib/api';
import type { DownloadedFile } from '@/lib/http';
import { readPage } from '@/lib/paged-response';

export interface QuoteQuery {
  page?: number;
  pageSize?: number;
  q?: string;
  status?: QuoteStatus;
  sort?: QuoteSort;
}

const LIST = { type: 'QuoteRequest', id: 'LIST' } as const;

/** Only the filters that are set, so an empty search is not sent as `q=`. */
function queryParams(query: QuoteQuery): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
}

export const adminQuotesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQuoteRequests: build.query<Page<QuoteRequest>, QuoteQuery>({
      query: (query) => ({ url: '/admin/quote-requests', params: queryParams(query) }),
      transformResponse: readPage<QuoteRequest>,
      providesTags: [LIST],
    }),
    setQuoteStatus: build.mutation<QuoteRequest, { id: number; status: QuoteStatus }>({
      query: ({ id, status }) => ({ url: `/admin/quote-requests/${id}`, method: 'PATCH', body: { status } }),
      invalidatesTags: [LIST],
    }),
    exportQuoteRequestsCsv: build.mutation<DownloadedFile, Omit<QuoteQuery, 'page' | 'pageSize'>>({
      query: (filters) => ({
        url: '/admin/quote-requests/export.csv',
        params: queryParams(filters),
        file: true,
      }),
    }),
    downloadQuoteDrawing: build.mutation<DownloadedFile, number>({
      query: (id) => ({
        url: `/admin/quote-requests/${id}/drawing`,
        file: true,
      }),
    }),
  }),
});

export const {
  useGetQuoteRequestsQuery,
  useSetQuoteStatusMutation,
  useExportQuoteRequestsCsvMutation,
  useDownloadQuoteDrawingMutation,
} = adminQuotesApi;
