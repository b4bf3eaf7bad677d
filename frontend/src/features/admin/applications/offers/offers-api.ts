import type {
  Offer,
  OfferDefaults,
  OfferInput,
  PreEmploymentCheck,
  PreEmploymentCheckChange,
} from '@uaq/contract';
import { api } from '@/lib/api';
import { unwrapData, type DownloadedFile } from '@/lib/http';

/** An application's offers and checklist are cached under its own tags, refreshed by every change. */
const offersTag = (applicationId: number) => ({
  type: 'Application' as const,
  id: `offers-${applicationId}`,
});
const checklistTag = (applicationId: number) => ({
  type: 'Application' as const,
  id: `pre-employment-${applicationId}`,
});
type OfferStep = { applicationId: number; id: number };

export const offersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApplicationOffers: build.query<Offer[], number>({
      query: (applicationId) => `/admin/job-applications/${applicationId}/offers`,
      transformResponse: (response: unknown) => unwrapData(response as Offer[]),
      providesTags: (_result, _error, applicationId) => [offersTag(applicationId)],
    }),
    getOfferDefaults: build.query<OfferDefaults, number>({
      query: (applicationId) => `/admin/job-applications/${applicationId}/offer-defaults`,
      transformResponse: (response: unknown) => unwrapData(response as OfferDefaults),
    }),
    draftOffer: build.mutation<Offer, { applicationId: number; input: OfferInput }>({
      query: ({ applicationId, input }) => ({
        url: `/admin/job-applications/${applicationId}/offers`,
        method: 'POST',
        body: input,
      }),
      transformResponse: (response: unknown) => unwrapData(response as Offer),
      invalidatesTags: (_result, _error, { applicationId }) => [offersTag(applicationId)],
    }),
    offerStep: build.mutation<Offer, OfferStep & { step: 'approve' | 'send' | 'withdraw' }>({
      query: ({ id, step }) => ({ url: `/admin/offers/${id}/${step}`, method: 'POST' }),
      transformResponse: (response: unknown) => unwrapData(response as Offer),
      // Sending queues an e-mail; the answer moves the application (its detail is refreshed then).
      invalidatesTags: (_result, _error, { applicationId }) => [offersTag(applicationId), 'Outbox'],
    }),
    downloadOfferLetter: build.mutation<DownloadedFile, { id: number; language: 'en' | 'ar' }>({
      query: ({ id, language }) => ({ url: `/admin/offers/${id}/letter`, params: { language }, file: true }),
    }),
    getPreEmploymentChecks: build.query<PreEmploymentCheck[], number>({
      query: (applicationId) => `/admin/job-applications/${applicationId}/pre-employment-checks`,
      transformResponse: (response: unknown) => unwrapData(response as PreEmploymentCheck[]),
      providesTags: (_result, _error, applicationId) => [checklistTag(applicationId)],
    }),
    changePreEmploymentCheck: build.mutation<
      PreEmploymentCheck,
      { applicationId: number; id: number; change: PreEmploymentCheckChange }
    >({
      query: ({ id, change }) => ({
        url: `/admin/pre-employment-checks/${id}`,
        method: 'PATCH',
        body: change,
      }),
      transformResponse: (response: unknown) => unwrapData(response as PreEmploymentCheck),
      invalidatesTags: (_result, _error, { applicationId }) => [checklistTag(applicationId)],
    }),
    uploadPreEmploymentDocument: build.mutation<
      PreEmploymentCheck,
      { applicationId: number; id: number; document: File }
    >({
      query: ({ id, document }) => {
        const body = new FormData();
        body.append('document', document);
        return { url: `/admin/pre-employment-checks/${id}/document`, method: 'PUT', body };
      },
      transformResponse: (response: unknown) => unwrapData(response as PreEmploymentCheck),
      invalidatesTags: (_result, _error, { applicationId }) => [checklistTag(applicationId)],
    }),
    downloadPreEmploymentDocument: build.mutation<DownloadedFile, number>({
      query: (id) => ({ url: `/admin/pre-employment-checks/${id}/document`, file: true }),
    }),
  }),
});

export const {
  useGetApplicationOffersQuery,
  useGetOfferDefaultsQuery,
  useDraftOfferMutation,
  useOfferStepMutation,
  useDownloadOfferLetterMutation,
  useGetPreEmploymentChecksQuery,
  useChangePreEmploymentCheckMutation,
  useUploadPreEmploymentDocumentMutation,
  useDownloadPreEmploymentDocumentMutation,
} = offersApi;
