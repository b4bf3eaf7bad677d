import type { WhatsAppChat, WhatsAppStep, WhatsAppStepInput } from '@uaq/contract';
import { api } from '@/lib/api';
import { unwrapData } from '@/lib/http';

/** WhatsApp from the tracker: each answer is a chat already recorded in the application's history. */
export const whatsappApi = api.injectEndpoints({
  endpoints: (build) => ({
    openWhatsAppChat: build.mutation<WhatsAppChat, number>({
      query: (id) => ({ url: `/admin/job-applications/${id}/whatsapp`, method: 'POST' }),
      transformResponse: (response: unknown) => unwrapData(response as WhatsAppChat),
      invalidatesTags: (_result, _error, id) => [{ type: 'Application', id }],
    }),
    nextWhatsAppChat: build.mutation<WhatsAppStep, WhatsAppStepInput>({
      query: (body) => ({ url: '/admin/job-applications/whatsapp/next', method: 'POST', body }),
      transformResponse: (response: unknown) => unwrapData(response as WhatsAppStep),
      invalidatesTags: (result) =>
        result?.chat ? [{ type: 'Application' as const, id: result.chat.applicationId }] : [],
    }),
  }),
});

export const { useOpenWhatsAppChatMutation, useNextWhatsAppChatMutation } = whatsappApi;
