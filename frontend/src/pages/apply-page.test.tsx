import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATION_MESSAGES, type PublicJobDetail } from '@uaq/contract';
import { json, networkError } from '@test/api/responses';
import { mockApi } from '@test/api/mock-api';
import { renderWithProviders } from '@test/render-with-providers';

const CONSTANTS = { success: true, data: { companyName: 'Test Fire Co' } };

function makeJob(overrides: Partial<PublicJobDetail> = {}): PublicJobDetail {
  return {
    id: 7,
    title: 'Fire Alarm Technician',
    description: 'Install and maintain fire alarm systems.',
    location: 'Umm Al Quwain',
    type: 'Full-time',
    experienceMinYears: 2,
    experienceMaxYears: 5,
    requirements: ['UAE driving licence'],
    salaryMin: 8_000,
    salaryMax: 12_000,
    status: 'active',
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
    screeningQuestions: [],
    ...overrides,
  };
}

/** jsdom's FormData never reaches a real request body: record what the form built instead. */
const sentForms: FormData[] = [];
const NativeFormData = window.FormData;
beforeAll(() => {
  class RecordingFormData extends NativeFormData {
    constructor(...args: ConstructorParameters<typeof FormData>) {
      super(...args);
      sentForms.push(this);
    }
  }
  window.FormData = RecordingFormData as typeof FormData;
});
afterAll(() => {
  window.FormData = NativeFormData;
});
beforeEach(() => {
  sentForms.length = 0;
});

type Answer = unknown | ((init?: RequestInit) => Response | Promise<Response>);

function renderApply({ job = makeJob(), submit }: { job?: Answer; submit?: Answer } = {}) {
  const network = mockApi({
    '/api/constants': CONSTANTS,
    '/api/careers/public': { success: true, data: [] },
    '/api/careers/public/7': job,
    '/api/job-applications': submit ?? json({ success: true, data: { id: 1 } }, 201),
  });
  renderWithProviders(undefined, { route: '/careers/apply/7' });
  return network;
}

/** Pastes rather than types each value: the same input events, far fewer of them. */
async function enter(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByLabelText(/^First Name/);
  await enter(user, /^First Name/, '  Aisha ');
  await enter(user, /^Last Name/, 'Rahman');
  await enter(user, /^Email/, 'aisha@example.com ');
  await enter(user, /^Phone Number/, '+971 50 000 0000');
  await enter(user, /^Address/, 'Al Raas, Umm Al Quwain');
  await enter(user, /^Cover Letter/, ' Five years with fire alarm panels. ');
  await user.click(screen.getByRole('checkbox'));
}

const submitButton = () => screen.getByRole('button', { name: /submit application|submitting/i });

describe('loading the job', () => {
  it('shows the job summary with the salary in AED', async () => {
    renderApply();
    const summary = await screen.findByRole('region', { name: 'Position details' });
    expect(within(summary).getByText('AED 8,000–12,000 a month')).toBeInTheDocument();
    expect(within(summary).getByText('Umm Al Quwain')).toBeInTheDocument();
    expect(within(summary).getByText('UAE driving licence')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Fire Alarm Technician' })).toBeInTheDocument();
    expect(screen.getByLabelText('Position')).toHaveValue('Fire Alarm Technician');
    expect(screen.getByLabelText('Position')).toHaveAttribute('readonly');
  });

  it('opens the job from the careers list, reading it from the API', async () => {
    const user = userEvent.setup();
    const network = mockApi({
      '/api/constants': CONSTANTS,
      '/api/careers/public': { success: true, data: [makeJob()] },
      '/api/careers/public/7': { success: true, data: makeJob() },
    });
    renderWithProviders(undefined, { route: '/careers' });
    await user.click(await screen.findByRole('link', { name: /apply now/i }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fire Alarm Technician' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeInTheDocument();
    expect(network.calls).toContain('/api/careers/public/7');
  });

  it('writes one amount, and the experience from its numbers', async () => {
    renderApply({
      job: { success: true, data: makeJob({ salaryMin: 9_000, salaryMax: null, experienceMaxYears: null }) },
    });
    expect(await screen.findByText('AED 9,000 a month')).toBeInTheDocument();
    expect(screen.getByText('2 years or more')).toBeInTheDocument();
  });

  it("shows 'Job not found' with a way back to the careers list", async () => {
    renderApply({
      job: () => json({ success: false, statusCode: 404, message: 'Job not found' }, 404),
    });
    expect(await screen.findByText('Job not found', { selector: '.alert__title' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Careers' })).toHaveAttribute('href', '/careers');
    expect(screen.queryByRole('button', { name: 'Submit Application' })).not.toBeInTheDocument();
  });

  it('shows another load error with the way back too', async () => {
    renderApply({ job: networkError });
    expect(await screen.findByText(/could not load this job/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Careers' })).toBeInTheDocument();
  });

  it('shows that a closed job no longer accepts applications instead of the form', async () => {
    renderApply({ job: { success: true, data: makeJob({ status: 'closed' }) } });
    expect(await screen.findByText(APPLICATION_MESSAGES.jobNotAccepting)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).not.toBeInTheDocument();
  });
});

describe('checking the form on submit', () => {
  it("shows each rule's message from the spec's table and sends nothing", async () => {
    const user = userEvent.setup();
    const { calls } = renderApply();
    await screen.findByLabelText(/^First Name/);
    await user.type(screen.getByLabelText(/^First Name/), '   ');
    await user.click(submitButton());

    for (const message of [
      APPLICATION_MESSAGES.firstNameRequired,
      APPLICATION_MESSAGES.lastNameRequired,
      APPLICATION_MESSAGES.emailRequired,
      APPLICATION_MESSAGES.phoneRequired,
      APPLICATION_MESSAGES.addressRequired,
      APPLICATION_MESSAGES.coverLetterRequired,
      APPLICATION_MESSAGES.consentRequired,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^First Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^First Name/)).toHaveFocus();
    expect(calls).not.toContain('/api/job-applications');
  });

  it('refuses an invalid e-mail and a LinkedIn URL without linkedin.com', async () => {
    const user = userEvent.setup();
    renderApply();
    await fillValidForm(user);
    await user.clear(screen.getByLabelText(/^Email/));
    await enter(user, /^Email/, 'aisha@example');
    await enter(user, /^LinkedIn Profile/, 'https://example.com/aisha');
    await user.click(submitButton());
    expect(screen.getByText(APPLICATION_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(APPLICATION_MESSAGES.linkedinInvalid)).toBeInTheDocument();
  });

  it('clears only the edited field’s error', async () => {
    const user = userEvent.setup();
    renderApply();
    await screen.findByLabelText(/^First Name/);
    await user.click(submitButton());
    await user.type(screen.getByLabelText(/^First Name/), 'A');
    expect(screen.queryByText(APPLICATION_MESSAGES.firstNameRequired)).not.toBeInTheDocument();
    expect(screen.getByText(APPLICATION_MESSAGES.lastNameRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Cover Letter/), 'B');
    expect(screen.queryByText(APPLICATION_MESSAGES.coverLetterRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    expect(screen.queryByText(APPLICATION_MESSAGES.consentRequired)).not.toBeInTheDocument();
    expect(screen.getByText(APPLICATION_MESSAGES.phoneRequired)).toBeInTheDocument();
  });

  it('links the consent to the privacy notice', async () => {
    renderApply();
    const consent = await screen.findByRole('checkbox');
    expect(consent.closest('.field')?.querySelector('a')).toHaveAttribute('href', '/privacy');
  });

  it('refuses a resume of another type or over 5 MB before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { calls } = renderApply();
    await fillValidForm(user);
    const input = screen.getByLabelText(/Resume/);

    await user.upload(input, new File(['text'], 'cv.txt', { type: 'text/plain' }));
    expect(screen.getByText(APPLICATION_MESSAGES.resumeType)).toBeInTheDocument();
    await user.click(submitButton());
    expect(calls).not.toContain('/api/job-applications');

    await user.upload(
      input,
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(screen.queryByText(APPLICATION_MESSAGES.resumeType)).not.toBeInTheDocument();
    expect(screen.getByText(APPLICATION_MESSAGES.resumeSize)).toBeInTheDocument();

    await user.upload(input, new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.queryByText(APPLICATION_MESSAGES.resumeSize)).not.toBeInTheDocument();
  });
});

describe('sending', () => {
  it('sends the trimmed fields with the job and the resume as multipart', async () => {
    const user = userEvent.setup();
    const { requests } = renderApply();
    await fillValidForm(user);
    await user.upload(
      screen.getByLabelText(/Resume/),
      new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }),
    );
    await user.click(submitButton());

    await screen.findByText('Application Submitted Successfully!');
    const request = requests.find((r) => r.url.endsWith('/api/job-applications'));
    expect(request?.method).toBe('POST');
    const form = sentForms.find((body) => body.has('jobId'))!;
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'resume'))).toEqual({
      firstName: 'Aisha',
      lastName: 'Rahman',
      email: 'aisha@example.com',
      phone: '+971 50 000 0000',
      address: 'Al Raas, Umm Al Quwain',
      coverLetter: 'Five years with fire alarm panels.',
      position: 'Fire Alarm Technician',
      jobId: '7',
      consent: 'true',
    });
    expect((form.get('resume') as File).name).toBe('cv.pdf');
  });

  it("shows 'Submitting...' on a disabled button while sending", async () => {
    const user = userEvent.setup();
    renderApply({ submit: () => new Promise<Response>(() => undefined) });
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
  });

  it("shows the server's message in a red box above the form and its field errors on the fields", async () => {
    const user = userEvent.setup();
    renderApply({
      submit: () =>
        json(
          {
            success: false,
            statusCode: 409,
            message: APPLICATION_MESSAGES.duplicate,
            errors: { email: APPLICATION_MESSAGES.duplicate },
          },
          409,
        ),
    });
    await fillValidForm(user);
    await user.click(submitButton());

    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent(APPLICATION_MESSAGES.duplicate);
    expect(
      box.compareDocumentPosition(screen.getByLabelText(/^First Name/)) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('  Aisha ');
  });

  it("falls back to 'Failed to submit application' when the server gives no message", async () => {
    const user = userEvent.setup();
    renderApply({ submit: () => new Response('Bad gateway', { status: 502 }) });
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit application');
  });

  it('confirms the application and returns to /careers after 3 seconds', async () => {
    // process.nextTick stays real: msw answers requests through it.
    jest.useFakeTimers({ doNotFake: ['nextTick'] });
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderApply();
      await fillValidForm(user);
      // Async act: the answer to the post (and, later, the careers list's) lands inside it.
      await act(() => user.click(submitButton()));
      expect(screen.getByRole('heading', { name: 'Application Submitted Successfully!' })).toHaveFocus();

      act(() => jest.advanceTimersByTime(2900));
      expect(screen.getByText('Application Submitted Successfully!')).toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(100));
      expect(await screen.findByRole('heading', { level: 1, name: 'Join Our Team' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Your application for');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('screening questions', () => {
  const screened = makeJob({
    screeningQuestions: [
      {
        id: 3,
        key: 'q3',
        kind: 'yes-no',
        text: 'Do you hold a UAE driving licence?',
        textAr: 'هل لديك رخصة قيادة إماراتية؟',
        required: true,
        choices: [],
        min: null,
        max: null,
      },
      {
        id: 4,
        key: 'q4',
        kind: 'number',
        text: 'Notice period in days',
        textAr: 'فترة الإشعار بالأيام',
        required: true,
        choices: [],
        min: null,
        max: 365,
      },
    ],
  });

  it('asks the job’s questions, checks the answers by the contract’s rule and sends them as the API reads them', async () => {
    const user = userEvent.setup();
    renderApply({ job: { success: true, data: screened } });
    await fillValidForm(user);
    await enter(user, /^Notice period in days/, '400');
    await user.click(submitButton());

    const licence = screen.getByRole('group', { name: /Do you hold a UAE driving licence/ });
    expect(await within(licence).findByText('Please answer this question')).toBeInTheDocument();
    expect(screen.getByText('Enter a number from 0 to 365')).toBeInTheDocument();
    expect(sentForms.some((body) => body.has('jobId'))).toBe(false);

    await user.click(within(licence).getByLabelText('Yes'));
    await user.clear(screen.getByLabelText(/^Notice period in days/));
    await enter(user, /^Notice period in days/, '30');
    await user.click(submitButton());
    await screen.findByText('Application Submitted Successfully!');
    const form = sentForms.find((body) => body.has('jobId'))!;
    expect(form.get('answers[q3]')).toBe('yes');
    expect(form.get('answers[q4]')).toBe('30');
  });
});
