import type { CompanyDetails } from '../mail/company-details';
import { newApplicationMail } from './application-mails.service';

const COMPANY: CompanyDetails = {
  name: 'Al Raas Fire & Safety Systems LLC',
  nameAr: null,
  address: 'Al Raas, Umm Al Quwain, UAE',
  addressAr: null,
  phone: '+971 6 000 0000',
  contactEmail: 'info@example.com',
  careersEmail: 'careers@example.com',
};

describe("HR's e-mail about a new application", () => {
  it('sends HR the applicant, the job and a link to the admin area, with the company footer', () => {
    const mail = newApplicationMail(
      'en',
      COMPANY,
      {
        firstName: 'Aisha',
        lastName: 'Rahman',
        email: 'aisha@example.com',
        phone: '+971 50 000 0000',
        position: 'Fire Alarm Technician',
        hasResume: true,
      },
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
});
