import type { AdminJobApplication, Enquiry, Job, JobInput, SiteConstants } from '@uaq/contract';
import { serverInfo } from './server-info';

/** A made-up visitor address (private range), sent as X-Forwarded-For: the server counts limits by it. */
export function visitorAddress(): string {
  const octet = () => 1 + Math.floor(Math.random() * 254);
  return `10.${octet()}.${octet()}.${octet()}`;
}

/** The address this test file's set-up calls come from (each file is its own visitor). */
const SET_UP_ADDRESS = visitorAddress();

/** Calls the running server's API, as the admin unless `token` is null. */
export async function apiCall<T>(
  method: string,
  path: string,
  body?: unknown,
  token: string | null = serverInfo().adminToken,
): Promise<T> {
  const headers: Record<string, string> = { 'x-forwarded-for': SET_UP_ADDRESS };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${serverInfo().baseUrl}${path}`, { method, headers, body: payload });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} -> HTTP ${response.status}: ${text}`);
  const parsed = text ? (JSON.parse(text) as { data?: T }) : {};
  return parsed.data as T;
}

/** A unique suffix so data made by one run never collides with another's (duplicate rule, names). */
export function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export function createJob(overrides: Partial<JobInput> = {}): Promise<Job> {
  const input: JobInput = {
    title: unique('QA Fire Alarm Technician'),
    description: 'Installs and maintains addressable fire alarm systems across Umm Al Quwain.',
    location: 'Umm Al Quwain',
    type: 'Full-time',
    experienceMinYears: 2,
    experienceMaxYears: 5,
    requirements: ['Civil Defence familiarity', 'Valid UAE driving licence'],
    salaryMin: 6_000,
    salaryMax: 8_000,
    status: 'active',
    ...overrides,
  };
  return apiCall<Job>('POST', '/api/admin/careers', input);
}

export function getConstants(): Promise<SiteConstants> {
  return apiCall<SiteConstants>('GET', '/api/constants', undefined, null);
}

export function putConstants(constants: SiteConstants): Promise<SiteConstants> {
  return apiCall<SiteConstants>('PUT', '/api/constants', constants);
}

/** Replaces some constants, keeping the others. */
export async function patchConstants(changes: SiteConstants): Promise<SiteConstants> {
  return putConstants({ ...(await getConstants()), ...changes });
}

/** The newest 100 applications (the list is paged). */
export function listApplications(): Promise<AdminJobApplication[]> {
  return apiCall<AdminJobApplication[]>('GET', '/api/admin/job-applications?pageSize=100');
}

/** The newest 100 enquiries (the list is paged). */
export function listEnquiries(): Promise<Enquiry[]> {
  return apiCall<Enquiry[]>('GET', '/api/admin/enquiries?pageSize=100');
}

/** The smallest well-formed PDF a resume check recognises by content (starts with %PDF-). */
export function samplePdf(label = 'QA resume'): Buffer {
  const text = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R >> endobj
4 0 obj << /Length 44 >> stream
BT /F1 18 Tf 20 70 Td (${label}) Tj ET
endstream endobj
trailer << /Root 1 0 R >>
%%EOF
`;
  return Buffer.from(text, 'latin1');
}

export interface ApplicationFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  coverLetter: string;
  linkedinUrl?: string;
}

export function applicant(overrides: Partial<ApplicationFields> = {}): ApplicationFields {
  return {
    firstName: 'Mariam',
    lastName: 'Al Qasimi',
    email: `${unique('mariam')}@example.com`,
    phone: '+971 50 000 0000',
    address: 'Al Raas, Umm Al Quwain',
    coverLetter: 'I have five years of experience servicing fire alarm panels and sprinkler systems.',
    ...overrides,
  };
}

/** Submits an application as the public form does (multipart, with a resume). */
export function submitApplication(
  jobId: number,
  fields: ApplicationFields,
  resume?: Buffer,
): Promise<{ id: number }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  form.append('jobId', String(jobId));
  form.append('consent', 'true');
  if (resume)
    form.append('resume', new Blob([new Uint8Array(resume)], { type: 'application/pdf' }), 'resume.pdf');
  return apiCall<{ id: number }>('POST', '/api/job-applications', form, null);
}
