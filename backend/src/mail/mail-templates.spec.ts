import {
  applicationReceivedMail,
  newApplicationMail,
  newEnquiryMail,
  newQuoteRequestMail,
  singleLine,
  statusChangeMail,
  type CompanyDetails,
} from './mail-templates';

const COMPANY: CompanyDetails = {
  name: 'Al Raas Fire & Safety Systems LLC',
  phone: '+971 6 000 0000',
  contactEmail: 'info@example.com',
  careersEmail: 'careers@example.com',
};
const APPLICANT = {
  id: 7,
  firstName: 'Aisha',
  lastName: 'Rahman',
  email: 'aisha@example.com',
  phone: '+971 50 000 0000',
  position: 'Fire Alarm Technician',
  hasResume: true,
};
const STATUS_LINK = { url: 'https://site.example/careers/status#token=abc', validDays: 180 };

describe('e-mail templates', () => {
  it('sends HR the applicant, the job and a link to the admin area, with the company footer', () => {
    const mail = newApplicationMail(
      'en',
      COMPANY,
      APPLICANT,
      'https://site.example/admin/careers?tab=applications&application=7',
    );
    expect(mail).toMatchObject({ recipient: 'careers@example.com', template: 'new-application' });
    expect(mail.subject).toBe('New application: Aisha Rahman for Fire Alarm Technician');
    expect(mail.text).toContain('https://site.example/admin/careers?tab=applications&application=7');
    expect(mail.text).toContain('+971 6 000 0000');
    expect(mail.html).toContain(
      'href="https://site.example/admin/careers?tab=applications&#38;application=7"',
    );
    expect(mail.html).toContain('Al Raas Fire &#38; Safety Systems LLC');
  });

  it('confirms to the applicant with the job, the company and their name only', () => {
    const mail = applicationReceivedMail('en', COMPANY, APPLICANT, STATUS_LINK);
    expect(mail).toMatchObject({ recipient: 'aisha@example.com', recipientName: 'Aisha Rahman' });
    expect(mail.subject).toBe(
      'Your application for Fire Alarm Technician at Al Raas Fire & Safety Systems LLC',
    );
    expect(mail.text).toContain('Dear Aisha Rahman,');
    expect(mail.text).not.toContain('+971 50 000 0000');
  });

  it('escapes what people typed in the HTML and keeps line breaks out of subjects', () => {
    const mail = newEnquiryMail('en', COMPANY, {
      name: 'Eve\r\nBcc: victim@example.com',
      email: 'eve@example.com',
      phone: null,
      subject: 'general',
      message: '<script>alert(1)</script>',
    });
    expect(mail.subject).toBe('New enquiry from Eve Bcc: victim@example.com: general');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
    expect(mail.recipient).toBe('info@example.com');
  });

  it('has a message for each status HR may notify about', () => {
    for (const status of ['shortlisted', 'interviewed', 'rejected', 'hired'] as const) {
      const mail = statusChangeMail('en', COMPANY, APPLICANT, status);
      expect(mail.template).toBe(`status-${status}`);
      expect(mail.text).toContain('Fire Alarm Technician');
    }
  });

  it('confirms to an applicant of the Arabic site in Arabic, right to left, job title kept whole', () => {
    const mail = applicationReceivedMail('ar', COMPANY, APPLICANT, STATUS_LINK);
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

  it('has an Arabic message for each status HR may notify about, distinct per status', () => {
    const subjects = new Set<string>();
    for (const status of ['shortlisted', 'interviewed', 'rejected', 'hired'] as const) {
      const mail = statusChangeMail('ar', COMPANY, APPLICANT, status);
      expect(mail).toMatchObject({ template: `status-${status}`, language: 'ar' });
      expect(mail.html).toContain('dir="rtl"');
      expect(mail.text).toMatch(/[\u0600-\u06ff]/);
      expect(mail.text).toContain('Fire Alarm Technician');
      subjects.add(mail.subject);
    }
    expect(subjects.size).toBe(4);
  });

  it("carries the applicant's status link as a button and in the plain text, with its validity", () => {
    for (const language of ['en', 'ar'] as const) {
      const mail = applicationReceivedMail(language, COMPANY, APPLICANT, STATUS_LINK);
      expect(mail.html).toContain('href="https://site.example/careers/status#token=abc"');
      expect(mail.text).toContain('https://site.example/careers/status#token=abc');
      expect(mail.text).toContain('180');
    }
  });

  it('writes English e-mails as English, left to right', () => {
    expect(applicationReceivedMail('en', COMPANY, APPLICANT, STATUS_LINK).html).toContain(
      '<html lang="en" dir="ltr">',
    );
  });

  it("names a quote request's services, emirate, building type and contact way in words, not ids", () => {
    const mail = newQuoteRequestMail(
      'en',
      COMPANY,
      {
        name: 'Omar Saeed',
        company: null,
        phone: '+971 50 111 2222',
        email: 'omar@example.com',
        emirate: 'umm-al-quwain',
        buildingType: 'residential-building',
        services: ['fire-alarm', 'maintenance'],
        amc: true,
        preferredContact: 'whatsapp',
      },
      'https://site.example/admin/careers?tab=quotes',
    );
    expect(mail.text).toContain('Services: Fire Alarm Systems, Maintenance & AMC');
    expect(mail.text).toContain('Emirate: Umm Al Quwain');
    expect(mail.text).toContain('Building type: Residential building');
    expect(mail.text).toContain('Preferred contact: WhatsApp');
    expect(mail.text).not.toMatch(/fire-alarm|umm-al-quwain|residential-building/);
    expect(mail.html).toContain('Fire Alarm Systems, Maintenance &#38; AMC');
  });

  it('flattens control characters and Unicode line separators', () => {
    expect(singleLine('a\r\nb\u2028c\td\u0000e')).toBe('a b c d e');
  });
});
