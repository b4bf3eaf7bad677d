import type { ApplicantStatus } from '@uaq/contract';
import { API_BASE_URL, postToApi, unwrapData, type ApiFailure, type ApiResult } from '@/lib/http';
import { saveFile } from '@/lib/save-file';

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
    let response: Response;
    try {
      response = await fetch(`${API_BASE_URL}${path}`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json', 'Accept-Language': pageLanguage() },
      });
    } catch {
      return { ok: false, failure: { kind: 'network' } };
    }
    if (!response.ok) {
      const error = (await response.json().catch(() => ({}))) as { message?: unknown };
      return {
        ok: false,
        failure: {
          kind: 'status',
          status: response.status,
          message: typeof error.message === 'string' ? error.message : undefined,
          fieldErrors: {},
        },
      };
    }
    saveFile(await response.blob(), fileNameOf(response) ?? fileName);
    return { ok: true, body: null };
  },
};

/** The page's language for the server's messages, as lib/http asks for it. */
function pageLanguage(): string {
  return document.documentElement.lang === 'ar' ? 'ar' : 'en';
}

/** The server's suggested name (`filename="…"` of Content-Disposition), if any. */
function fileNameOf(response: Response): string | null {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename="([^"]+)"/.exec(disposition);
  return match ? match[1] : null;
}

/** The message the server sent (already in the page's language), else `fallback`. */
export function messageOf(result: ApiResult, fallback: string): string {
  if (result.ok) {
    const body = result.body as { message?: unknown } | null;
    return typeof body?.message === 'string' ? body.message : fallback;
  }
  return result.failure.kind === 'status' && result.failure.message ? result.failure.message : fallback;
}
