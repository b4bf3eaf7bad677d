import {
  jobLinkUrl,
  jobShareLinks,
  jobShareTextInEnglish,
  whatsappLink,
  type SharedJob,
} from '../src/job-share.ts';
import { jobShareTextInArabic } from '../src/job-share.ar.ts';

const origin = 'https://alraas.example';
const job: SharedJob = {
  title: 'Fire Alarm Technician',
  location: 'Al Raas, Umm Al Quwain',
  salaryMin: 4_500,
  salaryMax: 6_000,
};
const arabicJob: SharedJob = { ...job, title: 'فني إنذار حريق', location: 'الراس، أم القيوين' };

/** A link's address before its query, and its query's parameters (the contract's lib has no URL). */
const addressOf = (url: string) => url.split('?')[0];
const queryOf = (url: string): Record<string, string> =>
  Object.fromEntries(
    url
      .slice(url.indexOf('?') + 1)
      .split('&')
      .map((pair) => pair.split('=').map((part) => decodeURIComponent(part.replace(/\+/g, ' ')))),
  );

describe('a job’s links', () => {
  it.each(['whatsapp', 'linkedin', 'copy'] as const)(
    'marks a link shared by %s with its channel and the share medium',
    (channel) => {
      const url = jobLinkUrl(origin, 12, 'en', channel);
      expect(url.startsWith('https://alraas.example/careers/apply/12?')).toBe(true);
      expect(queryOf(url)).toEqual({ utm_source: channel, utm_medium: 'share', utm_campaign: 'job-12' });
    },
  );

  it('opens the Arabic page from an Arabic page, with the same source', () => {
    const url = jobLinkUrl(origin, 12, 'ar', 'whatsapp');
    expect(addressOf(url)).toBe('https://alraas.example/ar/careers/apply/12');
    expect(queryOf(url)).toEqual({ utm_source: 'whatsapp', utm_medium: 'share', utm_campaign: 'job-12' });
  });

  it('marks a job board feed’s link as coming from the feed', () => {
    expect(queryOf(jobLinkUrl(origin, 3, 'en', 'feed'))).toEqual({
      utm_source: 'feed',
      utm_medium: 'feed',
      utm_campaign: 'job-3',
    });
  });
});

describe('the share actions of a job page', () => {
  it('opens WhatsApp with the English text and LinkedIn with the page, each link marked', () => {
    const links = jobShareLinks(origin, 12, 'en', job, jobShareTextInEnglish);
    expect(addressOf(links.whatsapp)).toBe('https://wa.me/');
    expect(queryOf(links.whatsapp).text).toBe(
      [
        'Job opening: Fire Alarm Technician',
        'Where: Al Raas, Umm Al Quwain',
        'Salary: AED 4,500–6,000 a month',
        'Apply here: https://alraas.example/careers/apply/12?utm_source=whatsapp&utm_medium=share&utm_campaign=job-12',
      ].join('\n'),
    );
    expect(addressOf(links.linkedin)).toBe('https://www.linkedin.com/sharing/share-offsite/');
    expect(queryOf(queryOf(links.linkedin).url)).toMatchObject({ utm_source: 'linkedin' });
    expect(queryOf(links.copy)).toMatchObject({ utm_source: 'copy', utm_medium: 'share' });
  });

  it('writes the Arabic page’s text in Arabic, the link on a line of its own', () => {
    const links = jobShareLinks(origin, 12, 'ar', arabicJob, jobShareTextInArabic);
    const lines = queryOf(links.whatsapp).text.split('\n');
    expect(lines).toEqual([
      'وظيفة شاغرة: \u2068فني إنذار حريق\u2069',
      'المكان: \u2068الراس، أم القيوين\u2069',
      'الراتب: من 4,500 إلى 6,000 درهم شهريًا',
      'للتقديم:',
      'https://alraas.example/ar/careers/apply/12?utm_source=whatsapp&utm_medium=share&utm_campaign=job-12',
    ]);
  });

  it('leaves the salary out of the text of a job that shows none', () => {
    const unpaid = { ...job, salaryMin: null, salaryMax: null };
    expect(jobShareTextInEnglish(unpaid, 'https://x.example')).not.toContain('Salary');
    expect(
      jobShareTextInArabic({ ...arabicJob, salaryMin: null, salaryMax: null }, 'https://x.example'),
    ).not.toContain('الراتب');
  });
});

describe('whatsappLink', () => {
  it('opens a chat with a number, its text encoded whole (line breaks, &, #, Arabic)', () => {
    const text = 'Hello Aisha & team #1\nمرحبا';
    const link = whatsappLink(text, '971501234567');
    expect(link.startsWith('https://wa.me/971501234567?text=')).toBe(true);
    expect(queryOf(link).text).toBe(text);
  });
});
