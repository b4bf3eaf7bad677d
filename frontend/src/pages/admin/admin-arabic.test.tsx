import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAdminApi } from '@test/admin-api/fake-admin-api';
import { makeJob } from '@test/admin-api/admin-fixtures';
import { json, networkError } from '@test/api/responses';
import { renderAdminPage } from '@test/admin-api/render-admin';

describe('the admin area in the language kept on the account', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  });

  it('shows a member who reads Arabic every tab, card and date in Arabic, right to left', async () => {
    fakeAdminApi({ jobs: [makeJob()], language: 'ar' });
    renderAdminPage();
    expect(await screen.findByRole('tab', { name: 'الوظائف (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const card = screen.getByRole('heading', { name: 'Fire Alarm Technician' }).closest('article')!;
    expect(within(card).getByText('دوام كامل')).toBeInTheDocument();
    expect(within(card).getByText(/درهم/)).toBeInTheDocument();
    expect(within(card).getByText(/مارس 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
  });

  it("writes the server's refusal from its code in Arabic", async () => {
    const api = fakeAdminApi({ language: 'ar' });
    api.override('POST /api/admin/careers', () =>
      json(
        {
          success: false,
          statusCode: 400,
          message: 'Title is required',
          code: 'job.titleRequired',
          errors: { title: 'Title is required' },
          fieldCodes: { title: 'job.titleRequired' },
        },
        400,
      ),
    );
    renderAdminPage();
    await userEvent.click(await screen.findByRole('button', { name: 'إضافة وظيفة جديدة' }));
    const dialog = screen.getByRole('dialog', { name: 'إضافة وظيفة جديدة' });
    await userEvent.type(within(dialog).getByLabelText(/^المسمى الوظيفي \*?$/), 'Sprinkler Fitter');
    await userEvent.type(within(dialog).getByLabelText(/^الموقع \*?$/), 'Ajman');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^نوع الوظيفة \*?$/), 'عقد مؤقت');
    await userEvent.type(within(dialog).getByLabelText(/الحد الأدنى من السنوات/), '3');
    await userEvent.type(within(dialog).getByLabelText(/^الوصف \*?$/), 'Fits sprinklers.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'إنشاء الوظيفة' }));
    // No Arabic title: the question before an English-only job goes live, in Arabic too.
    const question = await screen.findByRole('dialog', { name: 'النشر بالإنجليزية فقط؟' });
    await userEvent.click(within(question).getByRole('button', { name: 'النشر بالإنجليزية فقط' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('المسمى الوظيفي مطلوب');
    expect(within(dialog).queryByText('Title is required')).not.toBeInTheDocument();
  });

  it('keeps the choice of Arabic on the account and turns the screen Arabic', async () => {
    const api = fakeAdminApi({ jobs: [makeJob()] });
    renderAdminPage();
    expect(await screen.findByRole('tab', { name: 'Job Positions (1)' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');

    await userEvent.click(screen.getByRole('button', { name: 'العربية' }));
    expect(await screen.findByRole('tab', { name: 'الوظائف (1)' })).toBeInTheDocument();
    expect(api.requestsTo('PATCH', '/api/admin/me').map((request) => request.body)).toEqual([
      { language: 'ar' },
    ]);
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('tab', { name: 'Job Positions (1)' })).toBeInTheDocument();
    expect(api.state.language).toBe('en');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
  });

  it('stays in its language and says so when the choice cannot be kept', async () => {
    const api = fakeAdminApi({ jobs: [makeJob()] });
    api.override('PATCH /api/admin/me', networkError);
    renderAdminPage();
    await userEvent.click(await screen.findByRole('button', { name: 'العربية' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The language could not be changed. Please try again.',
    );
    expect(screen.getByRole('tab', { name: 'Job Positions (1)' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });
});
