import { pdfResume } from '../../support/resume-fixtures';
import { OPS_ADMIN_PASSWORD, OPS_ADMIN_USERNAME } from './built-server';

/** What the ops suites send through the public API of a running server (plain fetch, like a client). */

export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

async function readJson<T>(response: Response): Promise<JsonResponse<T>> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body: body as T };
}

export async function getJson<T = unknown>(url: string, token?: string): Promise<JsonResponse<T>> {
  return readJson<T>(await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} }));
}

export async function sendJson<T = unknown>(
  method: string,
  url: string,
  body: unknown,
  token?: string,
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return readJson<T>(await fetch(url, { method, headers, body: JSON.stringify(body) }));
}

function expectStatus(response: JsonResponse, status: number, what: string): void {
  if (response.status !== status) {
    throw new Error(`${what}: expected ${status}, got ${response.status} ${JSON.stringify(response.body)}`);
  }
}

export async function logIn(baseUrl: string): Promise<string> {
  const response = await sendJson<{ data: { token: string } }>('POST', `${baseUrl}/api/admin/login`, {
    username: OPS_ADMIN_USERNAME,
    password: OPS_ADMIN_PASSWORD,
  });
  expectStatus(response, 200, 'admin login');
  return response.body.data.token;
}

export const OPS_JOB = {
  title: 'Fire Sprinkler Fitter',
  description: 'Install and maintain sprinkler systems across the Northern Emirates.',
  location: 'Umm Al Quwain, UAE',
  type: 'Full-time',
  experienceMinYears: 3,
  experienceMaxYears: 6,
  requirements: ['Civil Defence experience', 'UAE driving licence'],
  salaryMin: 5_000,
  salaryMax: 7_000,
  status: 'active',
};

export async function createJob(baseUrl: string, token: string): Promise<{ id: number; title: string }> {
  const response = await sendJson<{ data: { id: number; title: string } }>(
    'POST',
    `${baseUrl}/api/admin/careers`,
    OPS_JOB,
    token,
  );
  expectStatus(response, 201, 'create job');
  return response.body.data;
}

export interface Applicant {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  coverLetter: string;
}

export const OPS_APPLICANT: Applicant = {
  firstName: 'Zephyrine',
  lastName: 'Quillfeather',
  email: 'zephyrine.quillfeather@example.org',
  phone: '+971 50 765 4321',
  address: 'Building 7, Al Salamah, Umm Al Quwain',
  coverLetter: 'Eight years of sprinkler installation on towers in Sharjah and Ajman.',
};

/** Submits an application as the public form does: multipart with a PDF resume. */
export async function applyWithResume(
  baseUrl: string,
  jobId: number,
  applicant: Applicant = OPS_APPLICANT,
  resume: Buffer = pdfResume(),
): Promise<{ id: number }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(applicant)) form.append(name, value);
  form.append('jobId', String(jobId));
  form.append('consent', 'true');
  form.append('resume', new Blob([new Uint8Array(resume)], { type: 'application/pdf' }), 'resume.pdf');
  const response = await readJson<{ data: { id: number } }>(
    await fetch(`${baseUrl}/api/job-applications`, { method: 'POST', body: form }),
  );
  expectStatus(response, 201, 'apply');
  return response.body.data;
}

export async function downloadResume(baseUrl: string, applicationId: number, token: string): Promise<Buffer> {
  const response = await fetch(`${baseUrl}/api/admin/job-applications/${applicationId}/resume`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (response.status !== 200)
    throw new Error(`resume download: ${response.status} ${await response.text()}`);
  return Buffer.from(await response.arrayBuffer());
}

export const OPS_ENQUIRY = {
  name: 'Mariam Testperson',
  email: 'mariam.testperson@example.net',
  phone: '+971 6 555 0101',
  subject: 'general',
  message: 'Please quote for the annual maintenance of our warehouse fire alarm system.',
};
