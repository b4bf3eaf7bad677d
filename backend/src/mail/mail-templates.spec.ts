import { MAIL_TEMPLATE_PURPOSES, type Language, type MailTemplatePurpose } from '@uaq/contract';
import { DEFAULT_MAIL_TEMPLATES } from './default-mail-templates';
import { MAIL_PLACEHOLDER_NAMES, placeholderValues, type JobForMail } from './mail-placeholders';
import { applicantTemplateMail, singleLine } from './mail-templates';
import type { CompanyDetails } from './company-details';
import { fillTemplateText, templateTextError } from './template-text';

/** A company whose Arabic name and address HR has not entered (Arabic e-mails use the English). */
const COMPANY: CompanyDetails = {
  name: 'Al Raas Fire & Safety Systems LLC',
  nameAr: null,
  address: 'Al Raas, Umm Al Quwain, UAE',
  addressAr: null,
  phone: '+971 6 000 0000',
  contactEmail: 'info@example.com',
  careersEmail: 'careers@example.com',
};
const ARABIC_COMPANY: CompanyDetails = {
  ...COMPANY,
  nameAr: 'شركة الراس لأنظمة الحريق والسلامة ذ.م.م.',
  addressAr: 'الراس، أم القيوين، الإمارات العربية المتحدة',
};
const APPLICANT = {
  id: 7,
  firstName: 'Aisha',
  lastName: 'Rahman',
  email: 'aisha@example.com',
  phone: '+971 50 000 0000',
  position: 'Fire Alarm Technician',
};
const ENGLISH_ONLY_JOB: JobForMail = {
  title: 'Fire Alarm Technician',
  titleAr: null,
  location: 'Umm Al Quwain, UAE',
  locationAr: null,
};
const ARABIC_JOB: JobForMail = {
  ...ENGLISH_ONLY_JOB,
  titleAr: 'فني إنذار حريق',
  locationAr: 'أم القيوين، الإمارات العربية المتحدة',
};

/** The applicant's e-mail for a purpose, from its default text. */
function defaultMail(
  purpose: MailTemplatePurpose,
  language: Language,
  applicant = APPLICANT,
  { company = COMPANY, job = ENGLISH_ONLY_JOB } = {},
) {
  return applicantTemplateMail(
    purpose === 'received' ? 'application-received' : purpose,
    language,
    company,
    { email: applicant.email, name: `${applicant.firstName} ${applicant.lastName}` },
    DEFAULT_MAIL_TEMPLATES[purpose][language],
    placeholderValues({ ...applicant, language, job, company }),
  );
}
const applicationReceivedMail = (language: Language) => defaultMail('received', language);

describe('e-mail templates', () => {
  it('confirms to the applicant with the job, the company and their name only', () => {
    const mail = applicationReceivedMail('en');
    expect(mail).toMatchObject({ recipient: 'aisha@example.com', recipientName: 'Aisha Rahman' });
    expect(mail.subject).toBe(
      'Your application for Fire Alarm Technician at Al Raas Fire & Safety Systems LLC',
    );
    expect(mail.text).toContain('Dear Aisha Rahman,');
    expect(mail.text).not.toContain('+971 50 000 0000');
  });

  it('writes the received default word for word as the confirmation before templates', () => {
    const mail = applicationReceivedMail('en');
    expect(mail.text).toBe(
      [
        'Dear Aisha Rahman,',
        'Thank you for applying for the position of Fire Alarm Technician at Al Raas Fire & Safety Systems LLC. We have received your application.',
        'Our recruitment team reviews every application carefully. If your profile matches the role, we will contact you about the next steps.',
        'Kind regards,\nThe recruitment team, Al Raas Fire & Safety Systems LLC',
        '--\nAl Raas Fire & Safety Systems LLC\nPhone +971 6 000 0000 · info@example.com\nThis message was sent automatically by our website.',
      ].join('\n\n'),
    );
    expect(mail.html).toContain(
      'Kind regards,<br>The recruitment team, Al Raas Fire &#38; Safety Systems LLC',
    );
  });

  it('escapes values in the HTML part and leaves them as typed in the text part', () => {
    const mail = defaultMail('rejection', 'en', { ...APPLICANT, firstName: '<b>Aisha</b>', lastName: 'R&D' });
    expect(mail.html).toContain('Dear &#60;b&#62;Aisha&#60;/b&#62; R&#38;D,');
    expect(mail.html).not.toContain('<b>Aisha');
    expect(mail.text).toContain('Dear <b>Aisha</b> R&D,');
  });

  it('has a default in both languages for each purpose, with known placeholders only, distinct per purpose', () => {
    for (const language of ['en', 'ar'] as const) {
      const subjects = new Set<string>();
      for (const purpose of MAIL_TEMPLATE_PURPOSES) {
        const text = DEFAULT_MAIL_TEMPLATES[purpose][language];
        expect(templateTextError(text.subject, MAIL_PLACEHOLDER_NAMES)).toBeNull();
        expect(templateTextError(text.body, MAIL_PLACEHOLDER_NAMES)).toBeNull();
        const mail = defaultMail(purpose, language);
        expect(mail.text).toContain('Fire Alarm Technician');
        expect(mail.text).not.toContain('{{');
        subjects.add(mail.subject);
      }
      expect(subjects.size).toBe(MAIL_TEMPLATE_PURPOSES.length);
    }
  });

  it('names an unknown placeholder and refuses unclosed braces', () => {
    const known = new Set(['jobTitle']);
    expect(templateTextError('For {{ jobTitle }}', known)).toBeNull();
    expect(templateTextError('Hi {{salary}} and {{jobTitle}}', known)).toEqual({
      code: 'mailTemplate.unknownPlaceholder',
      params: { name: 'salary' },
    });
    expect(templateTextError('Hi {{jobTitle', known)).toBe('mailTemplate.unclosedPlaceholder');
    expect(templateTextError('Hi jobTitle}}', known)).toBe('mailTemplate.unclosedPlaceholder');
    expect(fillTemplateText('{{jobTitle}}/{{ jobTitle }}', { jobTitle: 'X' })).toBe('X/X');
    // A trade name's own full stop and the sentence's make one.
    expect(fillTemplateText('at {{companyName}}. Thanks', { companyName: 'Al Raas Co.' })).toBe(
      'at Al Raas Co. Thanks',
    );
    expect(fillTemplateText('لدى {{companyName}}.', { companyName: '\u2068شركة ذ.م.م.\u2069' })).toBe(
      'لدى \u2068شركة ذ.م.م\u2069.',
    );
    expect(fillTemplateText('{{companyName}}, {{jobTitle}}.', { companyName: 'A Co.', jobTitle: 'B' })).toBe(
      'A Co., B.',
    );
  });

  it('confirms to an applicant of the Arabic site in Arabic, right to left, job title kept whole', () => {
    const mail = applicationReceivedMail('ar');
    expect(mail).toMatchObject({
      language: 'ar',
      template: 'application-received',
      recipient: 'aisha@example.com',
    });
    expect(mail.subject).toBe(
      'طلبك لوظيفة \u2068Fire Alarm Technician\u2069 لدى \u2068Al Raas Fire & Safety Systems LLC\u2069',
    );
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('شكرًا لتقدّمك لوظيفة');
    expect(mail.text).toContain('عزيزي/عزيزتي \u2068Aisha Rahman\u2069،');
    expect(mail.text).toContain('الهاتف \u2068+971 6 000 0000\u2069');
    expect(mail.text).not.toMatch(/Dear|Thank you/);
  });

  it('names the job, its place and the company in Arabic in an Arabic e-mail: banner, text, signature, footer', () => {
    const mail = defaultMail('received', 'ar', APPLICANT, { company: ARABIC_COMPANY, job: ARABIC_JOB });
    const company = '\u2068شركة الراس لأنظمة الحريق والسلامة ذ.م.م.\u2069';
    expect(mail.subject).toBe(`طلبك لوظيفة \u2068فني إنذار حريق\u2069 لدى ${company}`);
    expect(mail.text).toContain(`فريق التوظيف، ${company}`);
    expect(mail.text).toContain('--\nشركة الراس لأنظمة الحريق والسلامة ذ.م.م.\n');
    expect(mail.html).toContain('font-weight:700">شركة الراس لأنظمة الحريق والسلامة ذ.م.م.</div>');
    expect(mail.text).not.toMatch(/Al Raas|Fire Alarm/);
    const values = placeholderValues({
      ...APPLICANT,
      language: 'ar',
      job: ARABIC_JOB,
      company: ARABIC_COMPANY,
    });
    expect([values.jobLocation, values.companyAddress]).toEqual([
      'أم القيوين، الإمارات العربية المتحدة',
      'الراس، أم القيوين، الإمارات العربية المتحدة',
    ]);
    // The English e-mail of the same job keeps the English.
    expect(
      defaultMail('received', 'en', APPLICANT, { company: ARABIC_COMPANY, job: ARABIC_JOB }).subject,
    ).toBe('Your application for Fire Alarm Technician at Al Raas Fire & Safety Systems LLC');
  });

  it('falls back to the English only where the Arabic is blank, and to the company’s address for a deleted job', () => {
    const values = (job: JobForMail, company: CompanyDetails) =>
      placeholderValues({ ...APPLICANT, language: 'ar', job, company });
    expect(values({ ...ARABIC_JOB, titleAr: '  ' }, ARABIC_COMPANY).jobTitle).toBe('Fire Alarm Technician');
    expect(values(ARABIC_JOB, COMPANY).companyName).toBe('Al Raas Fire & Safety Systems LLC');
    const deleted = { title: 'Fire Alarm Technician', titleAr: null, location: null, locationAr: null };
    expect(values(deleted, ARABIC_COMPANY).jobLocation).toBe('الراس، أم القيوين، الإمارات العربية المتحدة');
  });

  it('writes English e-mails as English, left to right', () => {
    expect(applicationReceivedMail('en').html).toContain('<html lang="en" dir="ltr">');
  });

  it('flattens control characters and Unicode line separators', () => {
    expect(singleLine('a\r\nb\u2028c\td\u0000e')).toBe('a b c d e');
  });

  it('cuts a long line after a whole word, with an ellipsis', () => {
    expect(singleLine('Fire Alarm Technician\nAl Raas', 17)).toBe('Fire Alarm…');
    expect(singleLine('فني إنذار\nالحريق في الراس', 14)).toBe('فني إنذار…');
  });
});
