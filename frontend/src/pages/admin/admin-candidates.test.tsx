import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CandidateDetail, CandidateSummary, CvImportResult } from '@uaq/contract';
import { makeJob } from '@test/admin-api/admin-fixtures';
import { fakeAdminApi } from '@test/admin-api/fake-admin-api';
import { renderAdminPage } from '@test/admin-api/render-admin';
import { json } from '@test/api/responses';

const FORM = { kind: 'form', name: null, addedBy: null, consentFromApplicationId: null } as const;

function makeCandidate(overrides: Partial<CandidateSummary> = {}): CandidateSummary {
  return {
    id: 12,
    firstName: 'Rashid',
    lastName: 'Khan',
    fullName: 'Rashid Khan',
    email: 'rashid.khan@example.com',
    phone: '055 999 0000',
    phoneE164: '+971559990000',
    tags: [{ id: 3, name: 'Notifier panels' }],
    applicationCount: 1,
    stageReached: 'interviewed',
    lastAppliedAt: '2026-03-02T06:00:00.000Z',
    missing: [],
    ...overrides,
  };
}

function makeDetail(overrides: Partial<CandidateDetail> = {}): CandidateDetail {
  return {
    ...makeCandidate(),
    createdAt: '2026-03-02T06:00:00.000Z',
    applications: [
      {
        id: 41,
        jobId: 1,
        position: 'Fire Alarm Technician',
        status: 'rejected',
        createdAt: '2026-03-02T06:00:00.000Z',
        hasResume: true,
        intake: { ...FORM, kind: 'walk-in', addedBy: 'hr.sara' },
      },
    ],
    notes: [
      {
        id: 5,
        applicationId: 41,
        text: 'Good on loop wiring',
        author: 'hr.sara',
        createdAt: '2026-03-03T06:00:00.000Z',
      },
    ],
    interviews: [],
    ...overrides,
  };
}

const page = (rows: CandidateSummary[]) =>
  json({ success: true, data: rows, meta: { page: 1, pageSize: 25, total: rows.length } });

describe('admin candidates (the talent pool)', () => {
  it('searches the pool on the server by phone, tag, skills and stage, and opens a candidate with their applications and notes', async () => {
    const api = fakeAdminApi({
      jobs: [
        makeJob({ id: 1, title: 'Fire Alarm Technician' }),
        makeJob({ id: 2, title: 'Sprinkler Fitter' }),
      ],
    });
    api.override('GET /api/admin/candidate-tags', () =>
      json({ success: true, data: [{ id: 3, name: 'Notifier panels' }] }),
    );
    api.override('GET /api/admin/candidates', ({ query }) => page(query.q ? [makeCandidate()] : []));
    api.override('GET /api/admin/candidates/12', () => json({ success: true, data: makeDetail() }));
    const considered: unknown[] = [];
    api.override('POST /api/admin/candidates/12/applications', ({ body }) => {
      considered.push(body);
      return json({ success: true, data: { candidateId: 12, applicationId: 77 } }, 201);
    });
    const user = userEvent.setup();
    renderAdminPage({ route: '/admin/careers?tab=candidates' });
    expect(await screen.findByText('No candidates yet.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Name, e-mail or phone/), '+971 55 999 0000');
    await user.selectOptions(screen.getByLabelText(/^Tag/), '3');
    await user.type(screen.getByLabelText(/^Skill words/), 'notifier');
    await user.selectOptions(screen.getByLabelText(/^Stage reached/), 'interviewed');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Open Rashid Khan' }));
    expect(api.requestsTo('GET', '/api/admin/candidates').at(-1)?.query).toMatchObject({
      q: '+971 55 999 0000',
      tagId: '3',
      skills: 'notifier',
      stageReached: 'interviewed',
      pageSize: '25',
    });

    const panel = await screen.findByRole('region', { name: 'Rashid Khan' });
    expect(
      within(panel).getByRole('link', { name: 'Open the application for Fire Alarm Technician' }),
    ).toHaveAttribute('href', '/admin/careers?tab=applications&application=41');
    expect(within(panel).getByText(/Walk-in, added by hr\.sara/)).toBeInTheDocument();
    expect(within(panel).getByText('Good on loop wiring')).toBeInTheDocument();

    // The rejected application's job is open to them again; consent is kept from their application.
    expect(within(panel).getByText(/Consent kept from the application of/)).toBeInTheDocument();
    await user.selectOptions(within(panel).getByLabelText(/^Open job/), '2');
    await user.click(within(panel).getByRole('button', { name: 'Consider for this job' }));
    expect(await screen.findByText('Application created for the other job.')).toBeInTheDocument();
    expect(considered).toEqual([{ jobId: 2 }]);
  });

  it('shows why the server refused to consider a candidate', async () => {
    const api = fakeAdminApi({ jobs: [makeJob({ id: 2, title: 'Sprinkler Fitter' })] });
    api.override('GET /api/admin/candidate-tags', () => json({ success: true, data: [] }));
    api.override('GET /api/admin/candidates', () => page([makeCandidate()]));
    api.override('GET /api/admin/candidates/12', () => json({ success: true, data: makeDetail() }));
    api.override('POST /api/admin/candidates/12/applications', () =>
      json(
        {
          success: false,
          statusCode: 409,
          message: 'This candidate already has an application in progress for this job; nothing was changed',
        },
        409,
      ),
    );
    const user = userEvent.setup();
    renderAdminPage({ route: '/admin/careers?tab=candidates&candidate=12' });
    const panel = await screen.findByRole('region', { name: 'Rashid Khan' });
    await user.selectOptions(await within(panel).findByLabelText(/^Open job/), '2');
    await user.click(within(panel).getByRole('button', { name: 'Consider for this job' }));
    expect(
      await within(panel).findByText(
        'This candidate already has an application in progress for this job; nothing was changed',
      ),
    ).toBeInTheDocument();
  });

  it('adds a walk-in with a CV to a job, and imports CVs listing the ones to complete', async () => {
    const api = fakeAdminApi({ jobs: [makeJob({ id: 1, title: 'Fire Alarm Technician' })] });
    api.override('GET /api/admin/candidate-tags', () => json({ success: true, data: [] }));
    api.override('GET /api/admin/candidates', () => page([]));
    api.override('GET /api/admin/candidates/:id', () => json({ success: true, data: makeDetail() }));
    const added: string[] = [];
    api.override('POST /api/admin/candidates', ({ body }) => {
      added.push(String(body));
      return json({ success: true, data: { candidateId: 12, applicationId: 41 } }, 201);
    });
    const result: CvImportResult = {
      imported: [
        {
          candidateId: 20,
          applicationId: 50,
          fileName: 'nadia.pdf',
          firstName: 'Nadia',
          lastName: 'Farouk',
          email: 'n@example.org',
          phone: '050 765 4321',
          missing: [],
        },
        {
          candidateId: 21,
          applicationId: 51,
          fileName: 'scan.pdf',
          firstName: '',
          lastName: '',
          email: null,
          phone: '',
          missing: ['firstName', 'lastName', 'email', 'phone'],
        },
      ],
      refused: [{ fileName: 'notes.pdf', message: 'Resume must be a PDF, DOC or DOCX file' }],
    };
    api.override('POST /api/admin/candidates/import', () => json({ success: true, data: result }, 201));
    const user = userEvent.setup();
    renderAdminPage({ route: '/admin/careers?tab=candidates' });

    await user.click(await screen.findByRole('button', { name: 'Add candidate' }));
    const form = screen.getByRole('form', { name: 'Add a candidate' });
    await user.selectOptions(within(form).getByLabelText(/^Job/), '1');
    await user.selectOptions(within(form).getByLabelText(/^Source/), 'agency');
    await user.type(within(form).getByLabelText(/^Agency's name/), 'Gulf Manpower');
    await user.type(within(form).getByLabelText(/^First name/), 'Rashid');
    await user.type(within(form).getByLabelText(/^Last name/), 'Khan');
    await user.type(within(form).getByLabelText(/^Phone/), '0559990000');
    await user.upload(
      within(form).getByLabelText(/^CV/),
      new File(['%PDF-1.4'], 'rashid.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Add candidate' }));
    expect(await screen.findByText('Candidate added.')).toBeInTheDocument();
    for (const part of ['Gulf Manpower', 'Rashid', '0559990000', 'rashid.pdf', 'agency'])
      expect(added[0]).toContain(part);
    // The new candidate opens.
    expect(await screen.findByRole('region', { name: 'Rashid Khan' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import CVs' }));
    const importForm = screen.getByRole('form', { name: 'Import CVs into a job' });
    await user.selectOptions(within(importForm).getByLabelText(/^Job/), '1');
    await user.upload(within(importForm).getByLabelText(/^CVs/), [
      new File(['%PDF'], 'nadia.pdf', { type: 'application/pdf' }),
      new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }),
    ]);
    await user.click(within(importForm).getByRole('checkbox'));
    await user.click(within(importForm).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('2 CVs imported.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete the candidate from scan.pdf' })).toBeInTheDocument();
    expect(screen.getByText(/To complete: first name, last name, e-mail, phone/)).toBeInTheDocument();
    expect(screen.getByText(/Resume must be a PDF, DOC or DOCX file/)).toBeInTheDocument();
  });

  it('renames a tag, shows why a taken name is refused, and deletes a tag after asking', async () => {
    const api = fakeAdminApi({ jobs: [] });
    let tags = [
      { id: 3, name: 'Notifier panels' },
      { id: 4, name: 'Welder' },
    ];
    api.override('GET /api/admin/candidate-tags', () => json({ success: true, data: tags }));
    api.override('GET /api/admin/candidates', () => page([]));
    const renames: unknown[] = [];
    api.override('PATCH /api/admin/candidate-tags/3', ({ body }) => {
      renames.push(body);
      const name = (body as { name: string }).name;
      if (name.toLowerCase() === 'welder')
        return json(
          {
            success: false,
            statusCode: 409,
            message: 'A tag with this name already exists',
            errors: { name: 'A tag with this name already exists' },
          },
          409,
        );
      tags = [{ id: 3, name }, tags[1]];
      return json({ success: true, data: { id: 3, name } });
    });
    api.override('DELETE /api/admin/candidate-tags/4', () => {
      tags = tags.filter((tag) => tag.id !== 4);
      return json({ success: true });
    });
    const user = userEvent.setup();
    renderAdminPage({ route: '/admin/careers?tab=candidates' });
    await user.click(await screen.findByRole('button', { name: 'Manage tags' }));
    const manager = await screen.findByRole('region', { name: 'Tags' });

    const field = await within(manager).findByLabelText('New name for the tag Notifier panels');
    await user.clear(field);
    await user.type(field, 'WELDER');
    await user.click(within(manager).getAllByRole('button', { name: 'Rename' })[0]);
    expect(await within(manager).findByText('A tag with this name already exists')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Fire alarm panels{Enter}');
    expect(await screen.findByText('Tag renamed to Fire alarm panels.')).toBeInTheDocument();
    expect(renames).toEqual([{ name: 'WELDER' }, { name: 'Fire alarm panels' }]);

    await user.click(within(manager).getByRole('button', { name: 'Delete the tag Welder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this tag?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete the tag' }));
    expect(await screen.findByText('Tag Welder deleted.')).toBeInTheDocument();
    expect(api.requestsTo('DELETE', '/api/admin/candidate-tags/4')).toHaveLength(1);
    expect(within(manager).queryByLabelText('New name for the tag Welder')).not.toBeInTheDocument();
  });
});
