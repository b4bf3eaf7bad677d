import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAdminApi } from '@test/admin-api/fake-admin-api';
import { makeJob } from '@test/admin-api/admin-fixtures';
import { failure, json } from '@test/api/responses';
import { renderAdminPage } from '@test/admin-api/render-admin';

async function openAddModal() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add New Job' }));
  return screen.getByRole('dialog', { name: 'Add New Job' });
}

async function fillRequired(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByLabelText(/Job Title/), 'Sprinkler Fitter');
  await userEvent.type(within(dialog).getByLabelText(/^Location \*?$/), 'Ajman');
  await userEvent.selectOptions(within(dialog).getByLabelText(/Job Type/), 'Contract');
  await userEvent.type(within(dialog).getByLabelText(/Minimum years/), '3');
  await userEvent.type(within(dialog).getByLabelText(/^Description \*?$/), 'Fits sprinklers.');
}

/** Answers the question asked before a job without its Arabic goes live. */
async function publishInEnglishOnly() {
  const question = await screen.findByRole('dialog', { name: 'Publish in English only?' });
  await userEvent.click(within(question).getByRole('button', { name: 'Publish in English only' }));
}

describe('admin job positions', () => {
  it('shows every field of a job card', async () => {
    fakeAdminApi({ jobs: [makeJob()] });
    renderAdminPage();
    const card = (await screen.findByRole('heading', { name: 'Fire Alarm Technician' })).closest('article')!;
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText('Umm Al Quwain')).toBeInTheDocument();
    expect(inCard.getByText('Full-time')).toBeInTheDocument();
    expect(inCard.getByText('2–5 years')).toBeInTheDocument();
    expect(inCard.getByText('Installs and services fire alarm panels.')).toBeInTheDocument();
    expect(inCard.getByText('Civil Defence card')).toBeInTheDocument();
    expect(inCard.getByText('AED 6,000–8,000 a month')).toBeInTheDocument();
    expect(inCard.getByText('1 Mar 2026')).toBeInTheDocument();
    expect(inCard.getByText('Applications').nextSibling).toHaveTextContent('2');
    expect(inCard.getByRole('combobox', { name: 'Status of Fire Alarm Technician' })).toHaveValue('active');
    expect(inCard.getByRole('button', { name: 'Edit Fire Alarm Technician' })).toBeInTheDocument();
  });

  it('hides a missing salary and counts missing applications as 0', async () => {
    const sparse = { ...makeJob({ salaryMin: null, salaryMax: null, requirements: [] }) } as Partial<
      ReturnType<typeof makeJob>
    >;
    delete sparse.applicationCount;
    fakeAdminApi({ jobs: [sparse as ReturnType<typeof makeJob>] });
    renderAdminPage();
    const card = (await screen.findByRole('heading', { name: 'Fire Alarm Technician' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).queryByText('Salary')).not.toBeInTheDocument();
    expect(within(card).queryByText('Requirements')).not.toBeInTheDocument();
    expect(within(card).getByText('Applications').nextSibling).toHaveTextContent('0');
  });

  it('shows the empty state with the hint', async () => {
    fakeAdminApi();
    renderAdminPage();
    expect(await screen.findByText('No jobs created yet')).toBeInTheDocument();
    expect(screen.getByText(/Click 'Add New Job'/)).toBeInTheDocument();
  });

  it("offers 'Add New Job' only on the jobs tab", async () => {
    fakeAdminApi();
    renderAdminPage();
    expect(await screen.findByRole('button', { name: 'Add New Job' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /Applications/ }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Add New Job' })).not.toBeInTheDocument(),
    );
  });

  it('has the required fields, the type list and the placeholders', async () => {
    fakeAdminApi();
    renderAdminPage();
    const dialog = await openAddModal();
    for (const label of [/Job Title/, /^Location \*?$/, /Job Type/, /Minimum years/, /^Description \*?$/]) {
      expect(within(dialog).getByLabelText(label)).toBeRequired();
    }
    for (const label of [/Maximum years/, /From \(AED\)/, /To \(AED\)/]) {
      expect(within(dialog).getByLabelText(label)).not.toBeRequired();
      expect(within(dialog).getByLabelText(label)).toHaveAttribute('type', 'number');
    }
    expect(within(dialog).getByLabelText(/Job Title/)).toHaveAttribute('maxLength', '150');
    const types = within(within(dialog).getByLabelText(/Job Type/))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(types).toEqual(['Select a job type', 'Full-time', 'Part-time', 'Contract', 'Internship']);
    expect(within(dialog).getByLabelText(/Status/)).toHaveValue('active');
  });

  it('removes a requirement row only while more than one is left', async () => {
    fakeAdminApi();
    renderAdminPage();
    const dialog = await openAddModal();
    expect(within(dialog).queryByRole('button', { name: /Remove requirement/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Requirement' }));
    expect(within(dialog).getAllByRole('textbox', { name: /Requirement \d/ })).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove requirement 2' }));
    expect(within(dialog).getAllByRole('textbox', { name: /Requirement \d/ })).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: /Remove requirement/ })).not.toBeInTheDocument();
  });

  it('creates a job without blank requirement rows, closes, and opens blank again', async () => {
    const api = fakeAdminApi();
    renderAdminPage();
    const dialog = await openAddModal();
    await fillRequired(dialog);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Requirement 1' }), 'Licence');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Requirement' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Requirement 2' }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Job' }));
    // No Arabic title or description: asked before it goes live, nothing sent until answered.
    expect(api.requestsTo('POST', '/api/admin/careers')).toHaveLength(0);
    await publishInEnglishOnly();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('POST', '/api/admin/careers')[0].body).toEqual({
      title: 'Sprinkler Fitter',
      location: 'Ajman',
      type: 'Contract',
      experienceMinYears: 3,
      experienceMaxYears: null,
      description: 'Fits sprinklers.',
      requirements: ['Licence'],
      salaryMin: null,
      salaryMax: null,
      status: 'active',
      titleAr: null,
      locationAr: null,
      descriptionAr: null,
      requirementsAr: null,
      closesOn: null,
      resumeOptional: true,
    });
    expect(await screen.findByRole('heading', { name: 'Sprinkler Fitter' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Job Positions (1)' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The job "Sprinkler Fitter" was created.');

    const again = await openAddModal();
    expect(within(again).getByLabelText(/Job Title/)).toHaveValue('');
    expect(within(again).getAllByRole('textbox', { name: /Requirement \d/ })).toHaveLength(1);
    expect(within(again).getByLabelText(/Status/)).toHaveValue('active');
  });

  it('edits the Arabic title, description and requirements in right-to-left Arabic fields', async () => {
    const api = fakeAdminApi({
      jobs: [makeJob({ titleAr: 'فني إنذار حريق', requirementsAr: ['بطاقة الدفاع المدني'] })],
    });
    renderAdminPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Fire Alarm Technician' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Job' });
    const title = within(dialog).getByLabelText('Title (Arabic)');
    const location = within(dialog).getByLabelText('Location (Arabic)');
    const description = within(dialog).getByLabelText('Description (Arabic)');
    const requirements = within(dialog).getByLabelText('Requirements (Arabic)');
    for (const field of [title, location, description, requirements]) {
      expect(field).toHaveAttribute('dir', 'rtl');
      expect(field).toHaveAttribute('lang', 'ar');
      expect(field).not.toBeRequired();
    }
    expect(title).toHaveValue('فني إنذار حريق');
    expect(title).toHaveAttribute('maxLength', '150');
    expect(requirements).toHaveValue('بطاقة الدفاع المدني');

    await userEvent.type(location, 'أم القيوين');
    await userEvent.type(description, 'تركيب أنظمة إنذار الحريق وصيانتها.');
    await userEvent.type(requirements, '{enter}  {enter}رخصة قيادة إماراتية');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Job' }));
    await waitFor(() => expect(api.requestsTo('PUT', '/api/admin/careers/1')).toHaveLength(1));
    expect(api.requestsTo('PUT', '/api/admin/careers/1')[0].body).toMatchObject({
      titleAr: 'فني إنذار حريق',
      locationAr: 'أم القيوين',
      descriptionAr: 'تركيب أنظمة إنذار الحريق وصيانتها.',
      requirementsAr: ['بطاقة الدفاع المدني', 'رخصة قيادة إماراتية'],
    });
  });

  it('shows a salary or experience minimum above the maximum under the field and sends nothing', async () => {
    const api = fakeAdminApi();
    renderAdminPage();
    const dialog = await openAddModal();
    await fillRequired(dialog);
    await userEvent.type(within(dialog).getByLabelText(/Maximum years/), '2');
    await userEvent.type(within(dialog).getByLabelText(/From \(AED\)/), '9000');
    await userEvent.type(within(dialog).getByLabelText(/To \(AED\)/), '8000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Job' }));
    expect(
      await within(dialog).findByText('Maximum experience must not be less than the minimum'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Maximum salary must not be less than the minimum')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/To \(AED\)/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('POST', '/api/admin/careers')).toHaveLength(0);
  });

  it('shows the field messages the API gives for experience and salary', async () => {
    const api = fakeAdminApi();
    const message = 'Maximum salary must not be less than the minimum';
    api.override('POST /api/admin/careers', () =>
      json({ success: false, statusCode: 400, message, errors: { salaryMax: message } }, 400),
    );
    renderAdminPage();
    const dialog = await openAddModal();
    await fillRequired(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Job' }));
    await publishInEnglishOnly();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Maximum salary must not be less than the minimum',
    );
    expect(within(dialog).getByLabelText(/To \(AED\)/)).toHaveAttribute('aria-invalid', 'true');
  });

  it("writes the server's refusal from its code, not from the server's sentence", async () => {
    const api = fakeAdminApi();
    api.override('POST /api/admin/careers', () =>
      json(
        {
          success: false,
          statusCode: 400,
          message: 'A sentence the screen does not show',
          code: 'job.titleRequired',
          errors: { title: 'Another sentence the screen does not show' },
          fieldCodes: { title: 'job.titleRequired' },
        },
        400,
      ),
    );
    renderAdminPage();
    const dialog = await openAddModal();
    await fillRequired(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Job' }));
    await publishInEnglishOnly();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Title is required');
    expect(within(dialog).getByLabelText(/Job Title/)).toHaveAccessibleDescription('Title is required');
    expect(within(dialog).queryByText(/does not show/)).not.toBeInTheDocument();
  });

  it('keeps everything typed and says why when saving fails', async () => {
    const api = fakeAdminApi();
    api.override('POST /api/admin/careers', () => failure(400, 'Title must be at most 150 characters'));
    renderAdminPage();
    const dialog = await openAddModal();
    await fillRequired(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Job' }));
    await publishInEnglishOnly();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Title must be at most 150 characters',
    );
    expect(within(dialog).getByLabelText(/Job Title/)).toHaveValue('Sprinkler Fitter');
    expect(within(dialog).getByLabelText(/^Description \*?$/)).toHaveValue('Fits sprinklers.');
  });

  it('edits a job in the Edit Job modal with PUT', async () => {
    const api = fakeAdminApi({ jobs: [makeJob()] });
    renderAdminPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Fire Alarm Technician' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Job' });
    expect(within(dialog).getAllByRole('textbox', { name: /Requirement \d/ })).toHaveLength(2);
    const title = within(dialog).getByLabelText(/Job Title/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Senior Technician');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Job' }));
    expect(await screen.findByRole('heading', { name: 'Senior Technician' })).toBeInTheDocument();
    expect(api.requestsTo('PUT', '/api/admin/careers/1')[0].body).toMatchObject({
      title: 'Senior Technician',
    });
  });

  it('changes the status with PATCH and tells when it fails', async () => {
    const api = fakeAdminApi({ jobs: [makeJob()] });
    renderAdminPage();
    const select = await screen.findByRole('combobox', { name: 'Status of Fire Alarm Technician' });
    await userEvent.selectOptions(select, 'closed');
    await waitFor(() =>
      expect(api.requestsTo('PATCH', '/api/admin/careers/1/status')[0]?.body).toEqual({ status: 'closed' }),
    );
    expect(await screen.findByText('Closed', { selector: '.badge' })).toBeInTheDocument();

    api.override('PATCH /api/admin/careers/1/status', () =>
      failure(503, 'The service is temporarily unavailable.'),
    );
    await userEvent.selectOptions(select, 'inactive');
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is temporarily unavailable.');
    await waitFor(() => expect(select).toHaveValue('closed'));
  });

  it('flags a job without its Arabic, and one whose Arabic is incomplete', async () => {
    fakeAdminApi({
      jobs: [
        makeJob(),
        makeJob({ id: 2, title: 'Pump Fitter', titleAr: 'فني مضخات', descriptionAr: 'تركيب المضخات.' }),
        makeJob({
          id: 3,
          title: 'Storekeeper',
          titleAr: 'أمين مخزن',
          descriptionAr: 'إدارة المخزن.',
          locationAr: 'أم القيوين',
          requirementsAr: ['خبرة سنتين'],
        }),
      ],
    });
    renderAdminPage();
    const card = async (title: string) =>
      within((await screen.findByRole('heading', { name: title })).closest('article') as HTMLElement);
    const english = await card('Fire Alarm Technician');
    expect(english.getByText('English only')).toBeInTheDocument();
    expect(
      english.getByText('Not yet in Arabic: title, description, location, requirements.'),
    ).toBeInTheDocument();
    const partly = await card('Pump Fitter');
    expect(partly.getByText('Arabic incomplete')).toBeInTheDocument();
    expect(partly.getByText('Not yet in Arabic: location, requirements.')).toBeInTheDocument();
    expect((await card('Storekeeper')).queryByText(/Arabic/)).not.toBeInTheDocument();
  });

  it('asks before making a job without its Arabic active, and changes nothing on "Go back"', async () => {
    const api = fakeAdminApi({ jobs: [makeJob({ status: 'inactive' })] });
    renderAdminPage();
    const select = await screen.findByRole('combobox', { name: 'Status of Fire Alarm Technician' });
    await userEvent.selectOptions(select, 'active');
    const question = await screen.findByRole('dialog', { name: 'Publish in English only?' });
    expect(question).toHaveTextContent('will say, in Arabic, that it is available in English only');
    await userEvent.click(within(question).getByRole('button', { name: 'Go back' }));
    expect(api.requestsTo('PATCH', '/api/admin/careers/1/status')).toHaveLength(0);
    expect(select).toHaveValue('inactive');

    await userEvent.selectOptions(select, 'active');
    await publishInEnglishOnly();
    await waitFor(() =>
      expect(api.requestsTo('PATCH', '/api/admin/careers/1/status')[0]?.body).toEqual({ status: 'active' }),
    );
  });

  it('deletes a job after the in-page confirmation', async () => {
    const api = fakeAdminApi({ jobs: [makeJob()] });
    renderAdminPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Fire Alarm Technician' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete job' });
    expect(within(dialog).getByText('Are you sure you want to delete this job?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requestsTo('DELETE', '/api/admin/careers/1')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Fire Alarm Technician' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete job' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('No jobs created yet')).toBeInTheDocument();
    expect(api.requestsTo('DELETE', '/api/admin/careers/1')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('The job "Fire Alarm Technician" was deleted.');
  });
});
