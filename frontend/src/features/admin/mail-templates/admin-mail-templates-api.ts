import type {
  Language,
  MailPlaceholder,
  MailTemplate,
  MailTemplateInput,
  MailTemplatePreview,
  MailTemplatePreviewInput,
  TemplatePurpose,
} from '@uaq/contract';
import { api } from '@/lib/api';
import { unwrapData } from '@/lib/http';

interface TemplateKey {
  purpose: TemplatePurpose;
  language: Language;
}

const templatesApi = api.enhanceEndpoints({ addTagTypes: ['MailTemplate'] });

export const adminMailTemplatesApi = templatesApi.injectEndpoints({
  endpoints: (build) => ({
    getMailTemplates: build.query<MailTemplate[], void>({
      query: () => '/admin/mail-templates',
      transformResponse: (response: unknown) => unwrapData(response as MailTemplate[]),
      providesTags: ['MailTemplate'],
    }),
    getMailPlaceholders: build.query<MailPlaceholder[], void>({
      query: () => '/admin/mail-templates/placeholders',
      transformResponse: (response: unknown) => unwrapData(response as MailPlaceholder[]),
    }),
    previewMailTemplate: build.mutation<MailTemplatePreview, MailTemplatePreviewInput>({
      query: (body) => ({ url: '/admin/mail-templates/preview', method: 'POST', body }),
      transformResponse: (response: unknown) => unwrapData(response as MailTemplatePreview),
    }),
    saveMailTemplate: build.mutation<MailTemplate, TemplateKey & MailTemplateInput>({
      query: ({ purpose, language, subject, body }) => ({
        url: `/admin/mail-templates/${purpose}/${language}`,
        method: 'PUT',
        body: { subject, body },
      }),
      transformResponse: (response: unknown) => unwrapData(response as MailTemplate),
      invalidatesTags: ['MailTemplate'],
    }),
    restoreMailTemplate: build.mutation<MailTemplate, TemplateKey>({
      query: ({ purpose, language }) => ({
        url: `/admin/mail-templates/${purpose}/${language}`,
        method: 'DELETE',
      }),
      transformResponse: (response: unknown) => unwrapData(response as MailTemplate),
      invalidatesTags: ['MailTemplate'],
    }),
  }),
});

export const {
  useGetMailTemplatesQuery,
  useGetMailPlaceholdersQuery,
  usePreviewMailTemplateMutation,
  useSaveMailTemplateMutation,
  useRestoreMailTemplateMutation,
} = adminMailTemplatesApi;
