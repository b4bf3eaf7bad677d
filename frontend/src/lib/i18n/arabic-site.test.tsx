import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicJobDetail } from '@uaq/contract';
import { mockApi } from '@test/api/mock-api';
import { renderWithProviders } from '@test/render-with-providers';
import { callApi } from '@/lib/http';

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;
const job: PublicJobDetail = {
  id: 7,
  title: 'Fire Alarm Technician',
  description: 'Install and maintain fire alarm systems.',
  location: 'Umm Al Quwain',
  type: 'Full-time',
  experienceMinYears: 2,
  experienceMaxYears: 5,
  requirements: ['UAE driving licence'],
  salaryMin: null,
  salaryMax: null,
  status: 'active',
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  screeningQuestions: [],
};

function mockSite(jobAnswer: PublicJobDetail = job) {
  return mockApi({
    '/api/constants': { success: true, data: { companyName: 'Test Fire Co' } },
    '/api/careers/public': { success: true, data: [jobAnswer] },
    '/api/careers/public/7': { success: true, data: jobAnswer },
  });
}

afterEach(() => {
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('the page language', () => {
  it('shows a page in Arabic under /ar and in English at its own address', async () => {
    mockSite();
    const { unmount } = renderWithProviders(undefined, { route: '/ar/shop' });
    expect(await screen.findByRole('heading', { level: 1, name: 'المتجر - قريبًا' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    unmount();

    renderWithProviders(undefined, { route: '/shop' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shop Page - Coming Soon' }),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('answers an unknown Arabic address with the Arabic 404 screen', async () => {
    mockSite();
    renderWithProviders(undefined, { route: '/ar/no-such-page' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 - الصفحة غير موجودة' }),
    ).toBeInTheDocument();
  });

  it('keeps the menu links of an Arabic page on the Arabic site', async () => {
    mockSite();
    renderWithProviders(undefined, { route: '/ar/shop' });
    const nav = await screen.findByRole('navigation', { name: 'القائمة الرئيسية' });
    expect(within(nav).getByRole('link', { name: 'الوظائف' })).toHaveAttribute('href', '/ar/careers');
    expect(within(nav).getByRole('link', { name: 'الرئيسية' })).toHaveAttribute('href', '/ar');
  });
});

describe('the language switcher', () => {
  it('leads from an Arabic apply page to the same job in English, named in English', async () => {
    mockSite();
    renderWithProviders(undefined, { route: '/ar/careers/apply/7' });
    const link = await screen.findByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', '/careers/apply/7');
    expect(link).toHaveAttribute('hreflang', 'en');
    expect(link).toHaveAttribute('lang', 'en');
  });

  it('leads from an English page to its Arabic twin, keeping the query', async () => {
    mockSite();
    renderWithProviders(undefined, { route: '/quote?service=fire-alarm' });
    const link = await screen.findByRole('link', { name: 'العربية' });
    expect(link).toHaveAttribute('href', '/ar/quote?service=fire-alarm');
    expect(link).toHaveAttribute('hreflang', 'ar');
  });
});

describe('Arabic jobs and forms', () => {
  it("shows a job's Arabic title and description when it has them, else the English marked lang=en", async () => {
    mockSite({ ...job, titleAr: 'فني أنظمة إنذار الحريق', descriptionAr: null });
    renderWithProviders(undefined, { route: '/ar/careers/apply/7' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'فني أنظمة إنذار الحريق' });
    expect(heading).not.toHaveAttribute('lang');
    const description = screen.getByText('Install and maintain fire alarm systems.');
    expect(description).toHaveAttribute('lang', 'en');
  });

  it('checks the Arabic apply form with Arabic messages', async () => {
    mockSite();
    const user = userEvent.setup();
    renderWithProviders(undefined, { route: '/ar/careers/apply/7' });
    await screen.findByRole('heading', { level: 1, name: job.title });
    await user.click(document.querySelector<HTMLButtonElement>('form button[type="submit"]')!);
    const errors = [...document.querySelectorAll('form .field__error')].map((error) => error.textContent);
    expect(errors).toContain('الاسم الأول مطلوب');
    for (const error of errors) expect(error).toMatch(ARABIC_SCRIPT);
  });

  it("asks the API for the page's language, not the browser's", async () => {
    const network = mockSite();
    document.documentElement.lang = 'ar';
    await callApi('/constants');
    document.documentElement.lang = 'en';
    await callApi('/constants');
    expect(network.requests.map((request) => request.headers.get('accept-language'))).toEqual(['ar', 'en']);
  });
});
