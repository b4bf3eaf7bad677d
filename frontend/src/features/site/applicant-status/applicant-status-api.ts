import { useCallback } from 'react';
import type { ApplicantStatus } from '@uaq/contract';
import {
  callApi,
  postToApi,
  unwrapData,
  type ApiFailure,
  type ApiResult,
  type DownloadedFile,
} from '@/lib/http';
import { useCatalogue } from '@/lib/i18n/catalogue';
import { useTexts } from '@/lib/i18n/texts';
import { saveFile } from '@/lib/save-file';
import { applicantStatusMessages, applicantStatusTexts } from './texts';

/** The status page's calls: each a POST with the link's token in the body, never in a URL. */
export const applicantStatusApi = {
  status: async (
    token: string,
  ): Promise<{ ok: true; status: ApplicantStatus } | { ok: false; failure: ApiFailure }> => {
    const result = await postToApi('/applicant-status', { token });
    return result.ok
      ? { ok: true, status: unwrapData<ApplicantStatus>(result.body as ApplicantStatus) }
      : result;
  },
  withdraw: (token: string, applicationId: number) =>
    postToApi('/applicant-status/withdraw', { token, applicationId }),
  requestErasure: (token: string, applicationId: number) =>
    postToApi('/applicant-status/erasure', { token, applicationId }),
  changePhone: (token: string, phone: string) => postToApi('/applicant-status/phone', { token, phone }),
  changeEmail: (token: string, email: string) => postToApi('/applicant-status/email', { token, email }),
  confirmEmail: (token: string) => postToApi('/applicant-status/email/confirm', { token }),
  revoke: (token: string) => postToApi('/applicant-status/revoke', { token }),
  requestLink: (email: string) => postToApi('/applicant-status/link', { email }),
  /** A file answer (the data export, a resume), saved as a download; failures read like any call's. */
  download: async (path: string, body: object, fileName: string): Promise<ApiResult> => {
    const result = await callApi(path, { method: 'POST', body, file: true });
    if (result.ok) {
      const file = result.body as DownloadedFile;
      saveFile(file.content, file.fileName ?? fileName);
    }
    return result;
  },
};

/**
 * What an answer says, in the page's language: the server's confirmation (it answers in the
 * language the page asks for), or its refusal written by code.
 */
export function useAnswerText(): (result: ApiResult) => string {
  const t = useTexts(applicantStatusTexts);
  const catalogue = useCatalogue(applicantStatusMessages);
  return useCallback(
    (result) => {
      if (!result.ok) return catalogue.message(result.failure, t.failed);
      const body = result.body as { message?: unknown } | null;
      return typeof body?.message === 'string' ? body.message : t.failed;
    },
    [catalogue, t],
  );
}
