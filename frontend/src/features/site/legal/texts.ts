import type { CompanyContact } from '@/components/layout/company-contact';
import { texts } from '@/lib/i18n/texts';

export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

/** The privacy notice; company details come from the site constants. */
export const privacyTexts = texts(
  (company: CompanyContact) => ({
    title: 'Privacy Notice',
    description: `How ${company.name} collects, uses and keeps personal data from job applications, resumes, interviews, contact enquiries and quote requests, and how to ask for deletion.`,
    heading: 'Privacy Notice',
    lead: 'What we collect through this website, why, how long we keep it and how to ask us to delete it.',
    updated: 'Last updated: November 2026',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          `${company.name} (“we”, “us”) is a fire protection and safety contractor located at ${company.address}. We are responsible for the personal data described in this notice.`,
        ],
      },
      {
        heading: 'What we collect',
        items: [
          'Job applications: your first and last name, e-mail address, phone number, address, the position you apply for, your LinkedIn profile link if you give one, your cover letter, and the date you consented to processing.',
          'Resumes: the PDF, DOC or DOCX file you upload with an application, and its original file name.',
          'Application status links: the e-mail address we send your personal status link to, when we sent it and when it expires, and what you change on your status page (a new phone number or e-mail address, a withdrawal, a request for deletion).',
          'Interviews: if we invite you to one, its date, time and place or meeting link, your answer to the invitation, and our interviewers’ notes and assessment.',
          'Contact enquiries: your name, e-mail address, phone number if you give one, the subject and your message.',
          'Quote requests: your name, your company if you give it, e-mail address, phone number, the emirate, the type of building and the services you ask about, the number of floors and the area if you give them, whether you want a maintenance contract, how you prefer us to contact you, your message, and the drawing or floor plan you upload with it, if any.',
          'Technical data: our server records the address your request came from and the time, to protect the site against abuse (for example, limiting repeated login attempts or enquiries).',
        ],
      },
      {
        heading: 'Why we use it',
        items: [
          'Applications and resumes: to assess your application for the position, contact you about it and, if you are hired, to start your employment. The legal basis is your consent and the steps needed before a possible employment contract.',
          'Status links: so you can follow and manage your applications yourself, and so we know that a change of e-mail address comes from you.',
          'Interviews: to arrange the interview with you and assess your application.',
          'Enquiries: to answer your question or prepare the quotation you asked for.',
          'Quote requests: to prepare the quotation you asked for and contact you about it in the way you chose.',
          'Technical data: to keep the website secure and available.',
        ],
        paragraphs: [
          'We do not sell your data, use it for advertising, or share it with anyone except service providers that host our systems for us, or where the law requires it. This website uses no tracking cookies and no third-party analytics.',
        ],
      },
      {
        heading: 'How long we keep it',
        items: [
          'Applications and resumes: up to 24 months after the last step in your application (your application, a change of its status, our notes), then deleted, unless you are hired (they then become part of your employee file).',
          'Status links: a link works until it expires or until you or we turn it off; the record of it is deleted with your applications.',
          'Interview details, your answers and our notes: kept and deleted with the application they belong to.',
          'Enquiries: up to 24 months after our last exchange, so we can follow up on quotations and work carried out.',
          'Quote requests and the drawings sent with them: up to 24 months after our last exchange about them.',
          'Technical records: a few days, or longer only where needed to investigate an attack.',
        ],
      },
      {
        heading: 'Your rights and how to ask for deletion',
        paragraphs: [
          `You may ask to see the personal data we hold about you, to correct it, or to have it deleted, and you may withdraw your consent to the processing of an application at any time. For job applications and resumes, write to ${company.careersEmail}; for enquiries and anything else, write to ${company.email}. Please send your request from the e-mail address you used, so we can find your data and confirm it is you. We answer within 30 days.`,
          'If you applied for a job, your status page (the link in our e-mails) also lets you download a copy of your data, correct your phone number or e-mail address, withdraw an application and ask for its deletion.',
          `You can also call us on ${company.phone} or write to us at ${company.address}.`,
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          'Resumes are stored outside the public website and can only be opened by authorised staff after logging in. Access to the admin area is protected by passwords and time-limited sessions.',
        ],
      },
      {
        heading: 'Changes',
        paragraphs: [
          'If we change this notice we will publish the new version on this page with a new date.',
        ],
      },
    ] satisfies LegalSection[],
  }),
  () => import('./texts.ar').then((arabic) => arabic.privacyTexts),
);

/** The terms of use of the website. */
export const termsTexts = texts(
  (company: CompanyContact) => ({
    title: 'Terms of Use',
    description: `Terms for using the ${company.name} website: information on the site, job applications, enquiries, intellectual property and liability.`,
    heading: 'Terms of Use',
    lead: 'The rules for using this website. By using the site you accept them.',
    updated: 'Last updated: November 2026',
    sections: [
      {
        heading: 'About these terms',
        paragraphs: [
          `This website is operated by ${company.name}, ${company.address}. These terms apply to everyone who visits it, sends an enquiry or applies for a job through it.`,
        ],
      },
      {
        heading: 'Information on this website',
        paragraphs: [
          'The information on this website describes our services in general terms. It is not engineering advice for a particular building: every installation needs a site survey, a design and the approvals required by the Civil Defence and other authorities. Quotations and contracts are made in writing and only they bind us.',
          'Projects shown on the site that are marked as sample content are illustrative examples, not references to named clients.',
        ],
      },
      {
        heading: 'Job applications',
        paragraphs: [
          'The information you give in an application must be true and your own. Submitting an application does not create an offer of employment. How we use the data in an application is explained in our Privacy Notice.',
        ],
      },
      {
        heading: 'Acceptable use',
        items: [
          'Do not try to access the admin area or other people’s data without permission.',
          'Do not upload files that contain malware or content you have no right to share.',
          'Do not send automated or bulk requests that disrupt the website.',
        ],
      },
      {
        heading: 'Intellectual property',
        paragraphs: [
          `The texts, illustrations and design of this website belong to ${company.name} unless stated otherwise. You may view and print pages for your own use; any other use needs our written permission.`,
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'We take care to keep the website accurate and available, but we do not guarantee that it is always error-free or uninterrupted. To the extent the law allows, we are not liable for losses caused by relying on the general information on this website.',
        ],
      },
      {
        heading: 'Governing law',
        paragraphs: [
          'These terms are governed by the laws of the United Arab Emirates as applied in the Emirate of Umm Al Quwain, whose courts have jurisdiction.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [`Questions about these terms: ${company.email} or ${company.phone}.`],
      },
    ] satisfies LegalSection[],
  }),
  () => import('./texts.ar').then((arabic) => arabic.termsTexts),
);
