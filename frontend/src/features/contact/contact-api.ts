import type { EnquiryInput } from '@contract/api-contract';
import { api } from '@/lib/api';

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/contact: 201 with the success text (also for a filled honeypot, which stores nothing). */
    sendEnquiry: build.mutation<unknown, EnquiryInput>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
      invalidatesTags: ['Enquiry'],
    }),
  }),
});

export const { useSendEnquiryMutation } = contactApi;
