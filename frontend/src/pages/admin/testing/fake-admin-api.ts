import {
  APPLICATION_STATUSES,
  type AdminJob,
  type AdminJobApplication,
  type ApplicationNote,
  type Enquiry,
  type JobApplicationGroupSummary,
  type SiteConstants,
} from '@contract/api-contract';

/**
 * An in-memory admin API behind a stubbed global fetch, for page tests: it answers like the real
 * server (envelopes, 401 without the right bearer token) and records every request.
 */
export const GOOD_TOKEN = 'good-token';
export const ADMIN_PASSWORD = 'correct-password';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
}

export interface FakeAdminState {
  jobs: AdminJob[];
  applications: AdminJobApplication[];
  /** Explicit grouped answer (any shape); otherwise built from jobs and applications. */
  grouped?: unknown;
  constants: SiteConstants;
  enquiries: Enquiry[];
  notes: Record<number, ApplicationNote[]>;
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function failure(status: number, message: string): Response {
  return json({ success: false, statusCode: status, message }, status);
}

const ok = (data: unknown) => json({ success: true, data });

/** The server's paging: `page`, `pageSize` (default 25), answered with `meta`. */
function paged<T>(rows: T[], query: Record<string, string>): Response {
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? 25);
  const data = rows.slice((page - 1) * pageSize, page * pageSize);
  return json({ success: true, data, meta: { page, pageSize, total: rows.length } });
}

function byNewest(a: { createdAt: string; id: number }, b: { createdAt: string; id: number }): number {
  return b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
}

function sortedApplications(rows: AdminJobApplication[], sort = '-createdAt'): AdminJobApplication[] {
  const sorted = [...rows].sort(byNewest);
  if (sort === 'createdAt') sorted.reverse();
  if (sort === 'name') sorted.sort((a, b) => a.fullName.localeCompare(b.fullName));
  if (sort === 'status')
    sorted.sort((a, b) => APPLICATION_STATUSES.indexOf(a.status) - APPLICATION_STATUSES.indexOf(b.status));
  return sorted;
}

export function makeJob(overrides: Partial<AdminJob> = {}): AdminJob {
  return {
    id: 1,
    title: 'Fire Alarm Technician',
    description: 'Installs and services fire alarm panels.',
    location: 'Umm Al Quwain',
    type: 'Full-time',
    experience: '2-5 years',
    requirements: ['Civil Defence card', 'UAE driving licence'],
    salary: 'AED 6,000 - 8,000',
    status: 'active',
    createdAt: '2026-03-01T06:00:00.000Z',
    updatedAt: '2026-03-01T06:00:00.000Z',
    applicationCount: 2,
    ...overrides,
  };
}

export function makeApplication(overrides: Partial<AdminJobApplication> = {}): AdminJobApplication {
  return {
    id: 10,
    firstName: 'Aisha',
    lastName: 'Khan',
    fullName: 'Aisha Khan',
    email: 'aisha@example.com',
    phone: '+971 50 000 0001',
    address: 'Al Raas, Umm Al Quwain',
    position: 'Fire Alarm Technician',
    jobId: 1,
    jobDetails: makeJob(),
    linkedinUrl: 'https://www.linkedin.com/in/aisha',
    coverLetter: 'I install fire alarm panels.',
    status: 'pending',
    createdAt: '2026-03-02T06:00:00.000Z',
    updatedAt: '2026-03-02T06:00:00.000Z',
    hasResume: true,
    resumeFileName: 'aisha.pdf',
    consentAt: '2026-03-02T06:00:00.000Z',
    statusHistory: [],
    ...overrides,
  };
}

export function makeEnquiry(overrides: Partial<Enquiry> = {}): Enquiry {
  return {
    id: 1,
    name: 'Fatima Ali',
    email: 'fatima@example.com',
    phone: '+971 6 000 0000',
    subject: 'maintenance',
    message: 'We need a maintenance contract.',
    handled: false,
    createdAt: '2026-03-03T06:00:00.000Z',
    ...overrides,
  };
}

function groupsOf(state: FakeAdminState): JobApplicationGroupSummary[] {
  return state.jobs.map((job) => {
    const applications = state.applications
      .filter((application) => application.jobId === job.id)
      .sort(byNewest);
    const count = (status: string) =>
      applications.filter((application) => application.status === status).length;
    return {
      jobId: job.id,
      jobDetails: job,
      applications: applications.slice(0, 10),
      applicationTotal: applications.length,
      statistics: {
        total: applications.length,
        pending: count('pending'),
        reviewing: count('reviewing'),
        shortlisted: count('shortlisted'),
        interviewed: count('interviewed'),
        hired: count('hired'),
        rejected: count('rejected'),
        accepted: count('hired'),
      },
    };
  });
}

export function fakeAdminApi(initial: Partial<FakeAdminState> = {}) {
  const state: FakeAdminState = {
    jobs: [],
    applications: [],
    constants: { projectCount: 80, companyName: 'Al Raas Fire & Safety' },
    enquiries: [],
    notes: {},
    ...initial,
  };
  const requests: RecordedRequest[] = [];
  const overrides = new Map<string, Handler>();
  let validToken = GOOD_TOKEN;
  let nextId = 100;

  const routes: [string, RegExp, (request: RecordedRequest, match: RegExpMatchArray) => Response][] = [
    [
      'POST',
      /^\/api\/admin\/login$/,
      ({ body }) => {
        const { password } = body as { password: string };
        if (password !== ADMIN_PASSWORD) return failure(401, 'Invalid username or password');
        return json({
          success: true,
          message: 'Login successful',
          data: { token: validToken, expiresIn: 3600, user: { id: 1, username: 'hr' } },
        });
      },
    ],
    ['GET', /^\/api\/admin\/me$/, () => ok({ id: 1, username: 'hr' })],
    ['GET', /^\/api\/admin\/careers$/, () => ok(state.jobs)],
    [
      'POST',
      /^\/api\/admin\/careers$/,
      ({ body }) => {
        const job = makeJob({ ...(body as Partial<AdminJob>), id: nextId++, applicationCount: 0 });
        state.jobs = [job, ...state.jobs];
        return json({ success: true, data: job }, 201);
      },
    ],
    [
      'PUT',
      /^\/api\/admin\/careers\/(\d+)$/,
      ({ body }, match) => {
        state.jobs = state.jobs.map((job) =>
          job.id === Number(match[1]) ? { ...job, ...(body as object) } : job,
        );
        return ok(state.jobs.find((job) => job.id === Number(match[1])));
      },
    ],
    [
      'PATCH',
      /^\/api\/admin\/careers\/(\d+)\/status$/,
      ({ body }, match) => {
        state.jobs = state.jobs.map((job) =>
          job.id === Number(match[1]) ? { ...job, ...(body as object) } : job,
        );
        return ok(state.jobs.find((job) => job.id === Number(match[1])));
      },
    ],
    [
      'DELETE',
      /^\/api\/admin\/careers\/(\d+)$/,
      (_request, match) => {
        state.jobs = state.jobs.filter((job) => job.id !== Number(match[1]));
        return json({ success: true });
      },
    ],
    [
      'GET',
      /^\/api\/admin\/job-applications$/,
      ({ query }) => {
        const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
        const matching = state.applications.filter(
          (application) =>
            words.every((word) =>
              `${application.fullName} ${application.email} ${application.phone}`
                .toLowerCase()
                .includes(word),
            ) &&
            (!query.status || application.status === query.status) &&
            (!query.jobId || application.jobId === Number(query.jobId)),
        );
        return paged(sortedApplications(matching, query.sort), query);
      },
    ],
    [
      'PATCH',
      /^\/api\/admin\/job-applications\/status$/,
      ({ body }) => {
        const { ids, status } = body as { ids: number[]; status: AdminJobApplication['status'] };
        const unknown = ids.filter((id) => !state.applications.some((application) => application.id === id));
        if (unknown.length > 0) return failure(404, `No application with id ${unknown.join(', ')}`);
        state.applications = state.applications.map((application) =>
          ids.includes(application.id) ? { ...application, status } : application,
        );
        return ok(state.applications.filter((application) => ids.includes(application.id)));
      },
    ],
    [
      'GET',
      /^\/api\/admin\/job-applications\/(\d+)$/,
      (_request, match) => {
        const application = state.applications.find((item) => item.id === Number(match[1]));
        if (!application) return failure(404, 'Application not found');
        return ok({ ...application, notes: state.notes[application.id] ?? [] });
      },
    ],
    [
      'DELETE',
      /^\/api\/admin\/job-applications\/(\d+)$/,
      (_request, match) => {
        const id = Number(match[1]);
        if (!state.applications.some((application) => application.id === id))
          return failure(404, 'Application not found');
        state.applications = state.applications.filter((application) => application.id !== id);
        return json({ success: true, message: 'Application deleted' });
      },
    ],
    [
      'POST',
      /^\/api\/admin\/job-applications\/(\d+)\/notes$/,
      ({ body }, match) => {
        const id = Number(match[1]);
        const note: ApplicationNote = {
          id: nextId++,
          text: (body as { text: string }).text.trim(),
          author: 'hr',
          createdAt: '2026-03-05T06:00:00.000Z',
        };
        state.notes[id] = [...(state.notes[id] ?? []), note];
        return json({ success: true, data: note }, 201);
      },
    ],
    [
      'GET',
      /^\/api\/admin\/job-applications\/export\.csv$/,
      () =>
        new Response('id,name\n10,Aisha Khan\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    ],
    [
      'PATCH',
      /^\/api\/admin\/job-applications\/(\d+)\/status$/,
      ({ body }, match) => {
        const { status } = body as { status: AdminJobApplication['status'] };
        state.applications = state.applications.map((application) =>
          application.id === Number(match[1]) ? { ...application, status } : application,
        );
        return ok(state.applications.find((application) => application.id === Number(match[1])));
      },
    ],
    [
      'POST',
      /^\/api\/admin\/job-applications\/(\d+)\/resume-token$/,
      (_request, match) =>
        ok({
          token: 'download-token',
          expiresIn: 300,
          url: `/api/admin/job-applications/${match[1]}/resume?token=download-token`,
        }),
    ],
    [
      'GET',
      /^\/api\/job-applications\/grouped-by-job$/,
      () => (state.grouped !== undefined ? json(state.grouped) : ok(groupsOf(state))),
    ],
    ['GET', /^\/api\/constants$/, () => ok(state.constants)],
    [
      'PUT',
      /^\/api\/constants$/,
      ({ body }) => {
        state.constants = body as SiteConstants;
        return ok(state.constants);
      },
    ],
    [
      'GET',
      /^\/api\/admin\/enquiries$/,
      ({ query }) => {
        const q = (query.q ?? '').toLowerCase();
        const matching = state.enquiries
          .filter(
            (enquiry) =>
              (query.handled === undefined || String(enquiry.handled) === query.handled) &&
              (!q || `${enquiry.name} ${enquiry.email} ${enquiry.message}`.toLowerCase().includes(q)),
          )
          .sort(byNewest);
        return paged(matching, query);
      },
    ],
    [
      'PATCH',
      /^\/api\/admin\/enquiries\/(\d+)$/,
      ({ body }, match) => {
        state.enquiries = state.enquiries.map((enquiry) =>
          enquiry.id === Number(match[1]) ? { ...enquiry, ...(body as object) } : enquiry,
        );
        return ok(state.enquiries.find((enquiry) => enquiry.id === Number(match[1])));
      },
    ],
    [
      'DELETE',
      /^\/api\/admin\/enquiries\/(\d+)$/,
      (_request, match) => {
        state.enquiries = state.enquiries.filter((enquiry) => enquiry.id !== Number(match[1]));
        return json({ success: true });
      },
    ],
  ];

  const isPublic = (method: string, path: string) =>
    path === '/api/admin/login' || (method === 'GET' && path === '/api/constants');

  const fetchStub = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url, 'http://localhost');
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
      authorization: request.headers.get('Authorization'),
    };
    requests.push(recorded);
    const override = overrides.get(`${recorded.method} ${recorded.path}`);
    if (override) return override(recorded);
    if (!isPublic(recorded.method, recorded.path) && recorded.authorization !== `Bearer ${validToken}`) {
      return failure(401, 'Authentication required');
    }
    for (const [method, pattern, handle] of routes) {
      const match = recorded.path.match(pattern);
      if (method === recorded.method && match) return handle(recorded, match);
    }
    return failure(404, 'Not found.');
  });
  globalThis.fetch = fetchStub as unknown as typeof fetch;

  return {
    state,
    requests,
    /** Answers one "METHOD /path" with the given handler from now on. */
    override(route: string, handler: Handler) {
      overrides.set(route, handler);
    },
    /** The server stops accepting the current token (it expired); a new login gets a new one. */
    expireToken() {
      validToken = `${GOOD_TOKEN}-renewed`;
    },
    requestsTo(method: string, path: string) {
      return requests.filter((request) => request.method === method && request.path === path);
    },
  };
}
