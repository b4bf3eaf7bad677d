import type { CompanyDetails } from '../mail/company-details';
import { newEnquiryMail } from './enquiry-mails.service';

const COMPANY: CompanyDetails = {
  name: 'Al Raas Fire & Safety Systems LLC',
  nameAr: null,
  address: 'Al Raas, Umm Al Quwain, UAE',
  addressAr: null,
  phone: '+971 6 000 0000',
  contactEmail: 'info@example.com',
  careersEmail: 'careers@example.com',
};

describe("The office's e-mail about an enquiry", () => {
  it('escapes what people typed in the HTML and keeps line breaks out of subjects', () => {
    const mail = newEnquiryMail('en', COMPANY, {
      name: 'Eve\r\nBcc: victim@example.com',
      email: 'eve@example.com',
      phone: null,
      subject: 'general',
      message: '<script>alert(1)</script>',
    });
    expect(mail.subject).toBe('New enquiry from Eve Bcc: victim@example.com: General Enquiry');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
    expect(mail.recipient).toBe('info@example.com');
  });
});
