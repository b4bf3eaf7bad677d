import type { Job } from '@uaq/contract';
import { buildJobPosting, jobInLanguage, jobPostingScript, postingValidThrough } from './job-posting';

const job: Job = {
  id: 7,
  title: 'Fire Alarm Technician',
  description: 'Install and maintain fire alarm systems.\n\nWork across the northern emirates.',
  location: 'Umm Al Quwain',
  type: 'Full-time',
  experienceMinYears: 2,
  experienceMaxYears: 5,
  requirements: ['UAE driving licence', '  ', 'Civil Defence <approved> training'],
  salaryMin: 8_000,
  salaryMax: 12_000,
  status: 'active',
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-02T08:00:00.000Z',
};
const constants = { companyName: 'Example Fire Safety LLC', contactPhone: '+971 6 000 0000' };
const now = new Date('2026-11-21T12:00:00.000Z');

describe('postingValidThrough', () => {
  it('is 60 days after posting while that is still ahead', () => {
    expect(postingValidThrough('2026-11-01T08:00:00.000Z', now)).toBe('2026-12-31T08:00:00.000Z');
  });

  it('is 30 days from today for a job still open after its first 60 days', () => {
    expect(postingValidThrough('2026-01-01T08:00:00.000Z', now)).toBe('2026-12-21T00:00:00.000Z');
  });
});

describe('buildJobPosting', () => {
  it('describes the job for Google for Jobs', () => {
    const posting = buildJobPosting(job, constants, 'https://fire.example', now);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Fire Alarm Technician',
      datePosted: '2026-11-01T08:00:00.000Z',
      validThrough: '2026-12-31T08:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Example Fire Safety LLC',
        sameAs: 'https://fire.example',
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Umm Al Quwain',
          addressRegion: 'Umm Al Quwain',
          addressCountry: 'AE',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'AED',
        value: { '@type': 'QuantitativeValue', minValue: 8000, maxValue: 12000, unitText: 'MONTH' },
      },
      url: 'https://fire.example/careers/apply/7',
    });
  });

  it('gives the description as escaped HTML with the non-blank requirements', () => {
    const { description } = buildJobPosting(job, constants, 'https://fire.example', now);
    expect(description).toBe(
      '<p>Install and maintain fire alarm systems.</p><p>Work across the northern emirates.</p>' +
        '<p>Requirements:</p><ul><li>UAE driving licence</li><li>Civil Defence &#60;approved&#62; training</li></ul>' +
        '<p>Experience: 2–5 years</p>',
    );
  });

  it.each([
    ['Part-time', 'PART_TIME'],
    ['Contract', 'CONTRACTOR'],
    ['Internship', 'INTERN'],
  ] as const)('maps %s to %s', (type, employmentType) => {
    expect(buildJobPosting({ ...job, type }, constants, 'https://fire.example', now).employmentType).toBe(
      employmentType,
    );
  });

  it('leaves baseSalary out when the job shows no salary', () => {
    expect(
      buildJobPosting({ ...job, salaryMin: null, salaryMax: null }, constants, 'https://x.example', now),
    ).not.toHaveProperty('baseSalary');
  });

  it('keeps the country out of the locality', () => {
    const posting = buildJobPosting(
      { ...job, location: 'Al Raas, Umm Al Quwain, UAE' },
      constants,
      'https://x.example',
      now,
    );
    expect(posting.jobLocation).toMatchObject({
      address: { addressLocality: 'Al Raas, Umm Al Quwain', addressCountry: 'AE' },
    });
  });

  it('gives a single amount as one value', () => {
    const posting = buildJobPosting(
      { ...job, salaryMin: 9_500, salaryMax: null },
      constants,
      'https://x.example',
      now,
    );
    expect(posting.baseSalary).toMatchObject({ value: { value: 9500, unitText: 'MONTH' } });
  });
});

describe('a job with a closing day', () => {
  it('is advertised until the end of that day in the UAE, whenever it was posted', () => {
    const posting = buildJobPosting(
      { ...job, closesOn: '2026-11-30' },
      constants,
      'https://fire.example',
      now,
    );
    expect(posting.validThrough).toBe('2026-11-30T23:59:59+04:00');
  });
});

describe('jobPostingScript', () => {
  it('cannot be closed early by text inside the job', () => {
    const script = jobPostingScript(
      { ...job, title: '</script><script>alert(1)</script>\u2028' },
      constants,
      'https://x.example',
      now,
    );
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('\u2028');
    const json = script.replace(/^<script type="application\/ld\+json">/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json).title).toBe('</script><script>alert(1)</script>\u2028');
  });
});

describe('the Arabic apply page', () => {
  const arabicJob: Job = {
    ...job,
    titleAr: 'فني أنظمة إنذار الحريق',
    descriptionAr: 'تركيب وصيانة أنظمة إنذار الحريق.',
    requirementsAr: ['رخصة قيادة إماراتية'],
    locationAr: 'أم القيوين، الإمارات العربية المتحدة',
  };

  it('advertises the job in Arabic at its Arabic address where the job has its Arabic fields', () => {
    const posting = buildJobPosting(arabicJob, constants, 'https://fire.example', now, 'ar');
    expect(posting.title).toBe('فني أنظمة إنذار الحريق');
    expect(posting.description).toBe(
      '<p>تركيب وصيانة أنظمة إنذار الحريق.</p><p>المتطلبات:</p><ul><li>رخصة قيادة إماراتية</li></ul><p>الخبرة: من سنتين إلى 5 سنوات</p>',
    );
    expect(posting.url).toBe('https://fire.example/ar/careers/apply/7');
    expect(posting.jobLocation).toMatchObject({
      address: { addressLocality: 'أم القيوين', addressRegion: 'أم القيوين', addressCountry: 'AE' },
    });
  });

  it('names the company by its Arabic trade name on the Arabic page, by the English one where it is blank', () => {
    const bilingual = { ...constants, companyNameAr: 'شركة مثال للسلامة من الحريق ذ.م.م.' };
    const arabic = buildJobPosting(arabicJob, bilingual, 'https://fire.example', now, 'ar');
    expect(arabic.hiringOrganization).toMatchObject({ name: 'شركة مثال للسلامة من الحريق ذ.م.م.' });
    expect(arabic.identifier).toMatchObject({ name: 'شركة مثال للسلامة من الحريق ذ.م.م.', value: '7' });
    const english = buildJobPosting(arabicJob, bilingual, 'https://fire.example', now, 'en');
    expect(english.hiringOrganization).toMatchObject({ name: 'Example Fire Safety LLC' });
    expect(english.identifier).toMatchObject({ name: 'Example Fire Safety LLC' });
    const blank = buildJobPosting(
      arabicJob,
      { ...constants, companyNameAr: ' ' },
      'https://fire.example',
      now,
      'ar',
    );
    expect(blank.hiringOrganization).toMatchObject({ name: 'Example Fire Safety LLC' });
  });

  it('gives the salary and experience as numbers, whatever the language', () => {
    const posting = buildJobPosting(arabicJob, constants, 'https://fire.example', now, 'ar');
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'AED',
      value: { '@type': 'QuantitativeValue', minValue: 8000, maxValue: 12000, unitText: 'MONTH' },
    });
    expect(posting.experienceRequirements).toEqual({
      '@type': 'OccupationalExperienceRequirements',
      monthsOfExperience: 24,
    });
  });

  it('keeps the English text where the Arabic is missing or blank', () => {
    const partly = jobInLanguage({ ...job, titleAr: '  ', descriptionAr: null, requirementsAr: [' '] }, 'ar');
    expect(partly.title).toBe(job.title);
    expect(partly.description).toBe(job.description);
    expect(partly.requirements).toEqual(job.requirements);
    expect(jobInLanguage(arabicJob, 'en')).toBe(arabicJob);
  });
});
