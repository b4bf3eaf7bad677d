import { http, type HttpHandler, type PathParams } from 'msw';
import {
  ADMIN_REQUEST_HEADER,
  APPLICANT_ONLY_STATUSES,
  APPLICATION_STATUSES,
  STATUS_MOVE_MESSAGES,
  moveNeedsConfirmation,
  type AdminJob,
  type AdminJobApplication,
  type ApplicationNote,
  type Enquiry,
  type JobApplicationGroupSummary,
  type Language,
  type SiteConstants,
} from '@uaq/contract';
import { failure, json } from '../api/responses';
import { server } from '../api/server';
import { makeJob } from './admin-fixtures';

/**
 * The admin API as msw request handlers, for page tests: it answers like the real server (envelopes,
 * 401 without the current session cookie, 403 for a change without the CSRF header) and records
 * every request. One array of handlers per
 * resource below; `fakeAdminApi()` installs them all for one test.
 */
export const GOOD_TOKEN = 'good-token';
export const ADMIN_PASSWORD = 'correct-password';

/**
 * The browser's httpOnly session cookie, which jsdom cannot model: the fake server sets and reads
 * it here, the page's scripts never do. `renderAdminPage` starts each test with or without one.
 */
export const sessionCookie: { value: string | null } = { value: null };

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
  /** The CSRF header (ADMIN_REQUEST_HEADER) the page sends with every admin call. */
  adminRequestHeader: string | null;
}

export interface FakeAdminState {
  jobs: AdminJob[];
  applications: AdminJobApplication[];
  /** Explicit grouped answer (any shape); otherwise built from jobs and applications. */
  grouped?: unknown;
  constants: SiteConstants;
  enquiries: Enquiry[];
  notes: Record<number, ApplicationNote[]>;
  /** The signed-in member's language, kept on the account (PATCH /api/admin/me changes it). */
  language: Language;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'all';
type Answer = (request: RecordedRequest, params: PathParams) => Response | Promise<Response>;

/** What every resource's handlers share: the data, the token the server accepts, the request log. */
class FakeAdmin {
  readonly requests: RecordedRequest[] = [];
  token = GOOD_TOKEN;
  private lastId = 99;

  constructor(readonly state: FakeAdminState) {}

  newId() {
    return ++this.lastId;
  }

  /** A route anyone may call. */
  open(method: Method, path: string, answer: Answer): HttpHandler {
    return http[method](path, async ({ request, params }) => answer(await this.record(request), params));
  }

  /** A route for a signed-in admin only: without the current session, the global guard's 401. */
  admin(method: Method, path: string, answer: Answer): HttpHandler {
    return this.open(method, path, (request, params) => {
      if (sessionCookie.value !== this.token) return failure(401, 'Authentication required');
      const changes = request.method !== 'GET' && request.method !== 'HEAD';
      if (changes && request.adminRequestHeader !== ADMIN_REQUEST_HEADER.value) {
        return failure(403, `This request needs the ${ADMIN_REQUEST_HEADER.name} header.`);
      }
      return answer(request, params);
    });
  }

  /** A successful sign-in's answer; the server sets the session cookie with it. */
  signIn(): Response {
    sessionCookie.value = this.token;
    return json({
      success: true,
      message: 'Login successful',
      data: { token: this.token, expiresIn: 3600, user: { id: 1, username: 'hr' } },
    });
  }

  private async record(request: Request): Promise<RecordedRequest> {
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
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
      adminRequestHeader: request.headers.get(ADMIN_REQUEST_HEADER.name),
    };
    this.requests.push(recorded);
    return recorded;
  }
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

type MoveBody = { status: AdminJobApplication['status']; confirm?: boolean; notifyApplicant?: boolean };

/** The server's refusal of an HR move (status-moves.ts), or null when it may go ahead. */
function refusedMove(applications: AdminJobApplication[], { status, confirm }: MoveBody): Response | null {
  if ((APPLICANT_ONLY_STATUSES as readonly string[]).includes(status))
    return failure(400, STATUS_MOVE_MESSAGES.applicantOnly);
  if (!confirm && applications.some((application) => moveNeedsConfirmation(application.status, status)))
    return failure(409, STATUS_MOVE_MESSAGES.confirmRequired);
  return null;
}

/** The application moved as the server does: a history entry for a real change, by 'hr'. */
function moved(api: FakeAdmin, application: AdminJobApplication, body: MoveBody): AdminJobApplication {
  if (application.status === body.status) return application;
  const change = {
    id: api.newId(),
    from: application.status,
    to: body.status,
    changedBy: 'hr',
    changedAt: '2026-03-05T06:00:00.000Z',
    applicantMailed: body.notifyApplicant === true,
  };
  return { ...application, status: body.status, statusHistory: [...application.statusHistory, change] };
}

/** `list` with the record of that id changed. */
function updated<T extends { id: number }>(list: T[], id: number, changes: object): T[] {
  return list.map((item) => (item.id === id ? { ...item, ...changes } : item));
}

function sessionHandlers(api: FakeAdmin): HttpHandler[] {
  return [
    api.open('post', '/api/admin/login', ({ body }) => {
      const { password } = body as { password: string };
      if (password !== ADMIN_PASSWORD) return failure(401, 'Invalid username or password');
      return api.signIn();
    }),
    api.admin('get', '/api/admin/me', () => ok({ id: 1, username: 'hr', language: api.state.language })),
    api.admin('patch', '/api/admin/me', ({ body }) => {
      api.state.language = (body as { language: Language }).language;
      return ok({ id: 1, username: 'hr', language: api.state.language });
    }),
    api.admin('post', '/api/admin/logout', () => {
      sessionCookie.value = null;
      return json({ success: true, message: 'Signed out', data: null });
    }),
  ];
}

function jobHandlers(api: FakeAdmin): HttpHandler[] {
  const { state } = api;
  const find = (id: number) => state.jobs.find((job) => job.id === id);
  return [
    api.admin('get', '/api/admin/careers', () => ok(state.jobs)),
    api.admin('post', '/api/admin/careers', ({ body }) => {
      const job = makeJob({ ...(body as Partial<AdminJob>), id: api.newId(), applicationCount: 0 });
      state.jobs = [job, ...state.jobs];
      return json({ success: true, data: job }, 201);
    }),
    api.admin('put', '/api/admin/careers/:id', ({ body }, { id }) => {
      state.jobs = updated(state.jobs, Number(id), body as object);
      return ok(find(Number(id)));
    }),
    api.admin('patch', '/api/admin/careers/:id/status', ({ body }, { id }) => {
      state.jobs = updated(state.jobs, Number(id), body as object);
      return ok(find(Number(id)));
    }),
    api.admin('delete', '/api/admin/careers/:id', (_request, { id }) => {
      state.jobs = state.jobs.filter((job) => job.id !== Number(id));
      return json({ success: true });
    }),
  ];
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
        withdrawn: count('withdrawn'),
        accepted: count('hired'),
      },
    };
  });
}

function applicationHandlers(api: FakeAdmin): HttpHandler[] {
  const { state } = api;
  return [
    api.admin('get', '/api/admin/job-applications', ({ query }) => {
      const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const matching = state.applications.filter(
        (application) =>
          words.every((word) =>
            `${application.fullName} ${application.email} ${application.phone}`.toLowerCase().includes(word),
          ) &&
          (!query.status || application.status === query.status) &&
          (!query.jobId || application.jobId === Number(query.jobId)),
      );
      return paged(sortedApplications(matching, query.sort), query);
    }),
    api.admin(
      'get',
      '/api/admin/job-applications/export.csv',
      () => new Response('id,name\n10,Aisha Khan\n', { headers: { 'Content-Type': 'text/csv' } }),
    ),
    api.admin('patch', '/api/admin/job-applications/status', ({ body }) => {
      const { ids, ...move } = body as MoveBody & { ids: number[] };
      const unknown = ids.filter((id) => !state.applications.some((application) => application.id === id));
      if (unknown.length > 0) return failure(404, `No application with id ${unknown.join(', ')}`);
      const refusal = refusedMove(
        state.applications.filter((application) => ids.includes(application.id)),
        move,
      );
      if (refusal) return refusal;
      state.applications = state.applications.map((application) =>
        ids.includes(application.id) ? moved(api, application, move) : application,
      );
      return ok(state.applications.filter((application) => ids.includes(application.id)));
    }),
    api.admin('get', '/api/admin/job-applications/:id', (_request, { id }) => {
      const application = state.applications.find((item) => item.id === Number(id));
      if (!application) return failure(404, 'Application not found');
      return ok({ ...application, notes: state.notes[application.id] ?? [] });
    }),
    api.admin('delete', '/api/admin/job-applications/:id', (_request, { id }) => {
      if (!state.applications.some((application) => application.id === Number(id)))
        return failure(404, 'Application not found');
      state.applications = state.applications.filter((application) => application.id !== Number(id));
      return json({ success: true, message: 'Application deleted' });
    }),
    api.admin('post', '/api/admin/job-applications/:id/notes', ({ body }, { id }) => {
      const note: ApplicationNote = {
        id: api.newId(),
        text: (body as { text: string }).text.trim(),
        author: 'hr',
        createdAt: '2026-03-05T06:00:00.000Z',
      };
      state.notes[Number(id)] = [...(state.notes[Number(id)] ?? []), note];
      return json({ success: true, data: note }, 201);
    }),
    api.admin('patch', '/api/admin/job-applications/:id/status', ({ body }, { id }) => {
      const application = state.applications.find((item) => item.id === Number(id));
      if (!application) return failure(404, 'Application not found');
      const refusal = refusedMove([application], body as MoveBody);
      if (refusal) return refusal;
      const after = moved(api, application, body as MoveBody);
      state.applications = updated(state.applications, Number(id), after);
      return ok(after);
    }),
    // The undo of the application's last change (the server also checks who and how recent).
    api.admin('post', '/api/admin/job-applications/:id/status/undo', ({ body }, { id }) => {
      const application = state.applications.find((item) => item.id === Number(id));
      const last = application?.statusHistory.at(-1);
      if (!application || !last) return failure(404, STATUS_MOVE_MESSAGES.changeNotFound);
      if (last.id !== (body as { changeId: number }).changeId)
        return failure(409, STATUS_MOVE_MESSAGES.undoNotLatest);
      const after = {
        ...application,
        status: last.from ?? 'pending',
        statusHistory: application.statusHistory.slice(0, -1),
      };
      state.applications = updated(state.applications, Number(id), after);
      return ok(after);
    }),
    // The panel's interviews section (issue 25): none scheduled, no interviewers to pick.
    api.admin('get', '/api/admin/job-applications/:id/interviews', () => ok([])),
    api.admin('get', '/api/admin/interviews/interviewers', () => ok([])),
    // The panel's scorecards (issue 36): none yet.
    api.admin('get', '/api/admin/job-applications/:id/scorecards', () =>
      ok({
        criteria: [],
        cards: [],
        summary: {
          submitted: 0,
          criteria: [],
          recommendations: { 'strong-no': 0, no: 0, yes: 0, 'strong-yes': 0 },
        },
      }),
    ),
    // The panel's offer section (issue 36.5): no offer yet.
    api.admin('get', '/api/admin/job-applications/:id/offers', () => ok([])),
    api.admin('post', '/api/admin/job-applications/:id/resume-token', (_request, { id }) =>
      ok({
        token: 'download-token',
        expiresIn: 300,
        url: `/api/admin/job-applications/${id}/resume?token=download-token`,
      }),
    ),
    api.admin('get', '/api/job-applications/grouped-by-job', () =>
      state.grouped !== undefined ? json(state.grouped) : ok(groupsOf(state)),
    ),
  ];
}

function constantsHandlers(api: FakeAdmin): HttpHandler[] {
  const { state } = api;
  return [
    api.open('get', '/api/constants', () => ok(state.constants)),
    api.admin('put', '/api/constants', ({ body }) => {
      state.constants = body as SiteConstants;
      return ok(state.constants);
    }),
  ];
}

function enquiryHandlers(api: FakeAdmin): HttpHandler[] {
  const { state } = api;
  return [
    api.admin('get', '/api/admin/enquiries', ({ query }) => {
      const q = (query.q ?? '').toLowerCase();
      const matching = state.enquiries
        .filter(
          (enquiry) =>
            (query.handled === undefined || String(enquiry.handled) === query.handled) &&
            (!q || `${enquiry.name} ${enquiry.email} ${enquiry.message}`.toLowerCase().includes(q)),
        )
        .sort(byNewest);
      return paged(matching, query);
    }),
    api.admin('patch', '/api/admin/enquiries/:id', ({ body }, { id }) => {
      state.enquiries = updated(state.enquiries, Number(id), body as object);
      return ok(state.enquiries.find((enquiry) => enquiry.id === Number(id)));
    }),
    api.admin('delete', '/api/admin/enquiries/:id', (_request, { id }) => {
      state.enquiries = state.enquiries.filter((enquiry) => enquiry.id !== Number(id));
      return json({ success: true });
    }),
  ];
}

/** Installs the admin API for the current test (setup.ts removes it after each test). */
export function fakeAdminApi(initial: Partial<FakeAdminState> = {}) {
  const api = new FakeAdmin({
    jobs: [],
    applications: [],
    constants: { projectCount: 80, companyName: 'Al Raas Fire & Safety' },
    enquiries: [],
    notes: {},
    language: 'en',
    ...initial,
  });
  server.use(
    ...sessionHandlers(api),
    ...jobHandlers(api),
    ...applicationHandlers(api),
    ...constantsHandlers(api),
    ...enquiryHandlers(api),
    // Any other route: the guard runs first, so a 401 without the token, else a 404.
    api.admin('all', '*', () => failure(404, 'Not found.')),
  );

  return {
    state: api.state,
    requests: api.requests,
    /** Answers one "METHOD /path" with `answer` from now on, whatever the token. */
    override(route: string, answer: (request: RecordedRequest) => Response | Promise<Response>) {
      const [method, path] = route.split(' ');
      server.use(api.open(method.toLowerCase() as Method, path, answer));
    },
    /** A successful sign-in's answer, for overrides of the login route. */
    signIn: () => api.signIn(),
    /** The server stops accepting the current session (it expired); a new login gets a new one. */
    expireToken() {
      api.token = `${GOOD_TOKEN}-renewed`;
    },
    requestsTo(method: string, path: string) {
      return api.requests.filter((request) => request.method === method && request.path === path);
    },
  };
}
