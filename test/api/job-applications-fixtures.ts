import type { ApiTestApp } from '../support/api-app';

export {
  compoundFile,
  docResume,
  docxResume,
  pdfResume,
  textPretendingToBePdf,
  zipOf,
} from '../support/resume-fixtures';

export const JOB_INPUT = {
  title: 'Fire Alarm Technician',
  description: 'Install and maintain fire alarm systems.',
  location: 'Umm Al Quwain, UAE',
  type: 'Full-time',
  experienceMinYears: 2,
  experienceMaxYears: 5,
  requirements: ['Diploma in electrical engineering', 'UAE driving licence'],
  salaryMin: 4_500,
  salaryMax: 6_000,
  status: 'active',
};

export async function createJob(api: ApiTestApp, overrides: Record<string, unknown> = {}) {
  const response = await api
    .request()
    .post('/api/admin/careers')
    .set('Authorization', `Bearer ${await api.adminToken()}`)
    .send({ ...JOB_INPUT, ...overrides });
  if (response.status !== 201)
    throw new Error(`createJob: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data as { id: number; title: string; status: string };
}

let applicant = 0;

/** A valid application body for a job; each call uses a new email unless one is given. */
export function applicationFor(jobId: number, overrides: Record<string, unknown> = {}) {
  applicant += 1;
  return {
    firstName: 'Aisha',
    lastName: 'Rahman',
    email: `applicant${applicant}@example.com`,
    phone: '+971 50 000 0000',
    address: 'Al Raas, Umm Al Quwain',
    position: 'Fire Alarm Technician',
    linkedinUrl: 'https://www.linkedin.com/in/aisha-rahman',
    coverLetter: 'I have four years of experience with addressable fire alarm panels.',
    jobId,
    consent: true,
    ...overrides,
  };
}

let clientCount = 0;
/**
 * A different client address per submission (the suites trust the loopback proxy: TRUST_PROXY=loopback), so the
 * per-address application limit never interferes with tests that are not about it.
 */
export function nextClientAddress(): string {
  clientCount += 1;
  return `10.${(clientCount >> 16) & 255}.${(clientCount >> 8) & 255}.${clientCount & 255}`;
}

/** Submits as the apply form does: multipart, every field as text, with a resume file. */
export function applyWithResume(
  api: ApiTestApp,
  body: Record<string, unknown>,
  resume: { content: Buffer; name: string; type?: string },
) {
  return api
    .request()
    .post('/api/job-applications')
    .set('X-Forwarded-For', nextClientAddress())
    .field(Object.fromEntries(Object.entries(body).map(([field, value]) => [field, String(value)])))
    .attach('resume', resume.content, {
      filename: resume.name,
      contentType: resume.type ?? 'application/octet-stream',
    });
}
