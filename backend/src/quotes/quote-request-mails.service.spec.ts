import type { CompanyDetails } from '../mail/company-details';
import { newQuoteRequestMail } from './quote-request-mails.service';

const COMPANY: CompanyDetails = {
  name: 'Al Raas Fire & Safety Systems LLC',
  nameAr: null,
  address: 'Al Raas, Umm Al Quwain, UAE',
  addressAr: null,
  phone: '+971 6 000 0000',
  contactEmail: 'info@example.com',
  careersEmail: 'careers@example.com',
};

describe("The office's e-mail about a quote request", () => {
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
});
