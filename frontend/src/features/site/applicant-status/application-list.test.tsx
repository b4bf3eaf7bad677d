import { screen } from '@testing-library/react';
import type { ApplicantApplication, Language } from '@uaq/contract';
import { LanguageContext } from '@/lib/i18n/language';
import { loadArabicTexts } from '@/lib/i18n/texts';
import { renderWithProviders } from '@test/render-with-providers';
import { ApplicationList } from './application-list';
import { applicantStatusTexts } from './texts';
import { applicantStatusTexts as applicantStatusTextsAr } from './texts.ar';

const REQUESTED = '2031-03-10T09:00:00.000Z';
const application = (overrides: Partial<ApplicantApplication>): ApplicantApplication => ({
  id: 7,
  jobTitle: 'Fire Alarm Technician',
  jobTitleAr: 'فني إنذار حريق',
  stage: 'under-review',
  appliedAt: '2031-03-01T09:00:00.000Z',
  updatedAt: '2031-03-01T09:00:00.000Z',
  canWithdraw: true,
  hasResume: false,
  erasureRequestedAt: REQUESTED,
  erasureDueAt: '2031-04-09T09:00:00.000Z',
  erasureOnHold: false,
  ...overrides,
});

describe('ApplicationList: an erasure request', () => {
  it('shows the date by which it is erased, while no legal hold keeps it', async () => {
    renderWithProviders(
      <ApplicationList token="t" applications={[application({})]} onDone={() => undefined} />,
      {
        route: '/careers/status',
      },
    );
    expect(await screen.findByText(/it will be erased by .* at the latest/)).toBeInTheDocument();
    expect(screen.queryByText(/legal hold/)).not.toBeInTheDocument();
  });

  it.each([
    ['en', applicantStatusTexts.english.erasureOnHold('')],
    ['ar', applicantStatusTextsAr.erasureOnHold('')],
  ] as [Language, string][])(
    'in %s, says a legal hold keeps it instead of a date that could not be kept',
    async (language, text) => {
      // The Arabic route loads the page's Arabic texts before it renders; so does this test.
      if (language === 'ar') await loadArabicTexts();
      renderWithProviders(
        <LanguageContext.Provider value={language}>
          <ApplicationList
            token="t"
            applications={[application({ erasureOnHold: true })]}
            onDone={() => undefined}
          />
        </LanguageContext.Provider>,
      );
      // The sentence without its date: the part after the date is the same whatever the date.
      const tail = text.slice(text.indexOf('.') + 1).trim();
      expect(await screen.findByText((content) => content.includes(tail))).toBeInTheDocument();
      expect(screen.queryByText(/at the latest|موعد أقصاه/)).not.toBeInTheDocument();
    },
  );
});
