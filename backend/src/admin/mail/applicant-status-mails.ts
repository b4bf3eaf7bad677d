import { APPLICANT_STATUS_MAIL_TEXTS } from './applicant-status-mail-texts';
import { MAIL_TEXTS, type MailLanguage } from './mail-texts';
import { fullName, render, singleLine, type ComposedMail } from './mail-templates';
import { companyIn, type CompanyDetails } from './company-details';

/** To an address that has applications: a fresh status link ("Lost your link?"). Nothing they typed but the address. */
export function statusLinkMail(
  language: MailLanguage,
  company: CompanyDetails,
  recipient: string,
  link: { url: string; validDays: number },
): ComposedMail {
  const t = APPLICANT_STATUS_MAIL_TEXTS[language].statusLink;
  const companyName = companyIn(company, language).name;
  return {
    template: 'applicant-status-link',
    language,
    recipient,
    recipientName: null,
    ...render(
      {
        subject: t.subject(companyName),
        paragraphs: t.paragraphs(link.validDays),
        actions: [{ label: t.action, url: link.url }],
        signOff: MAIL_TEXTS[language].signOff(companyName),
      },
      company,
      MAIL_TEXTS[language],
    ),
  };
}

/** To the new address an applicant gave: the link that confirms it. */
export function emailChangeMail(
  language: MailLanguage,
  company: CompanyDetails,
  recipient: string,
  url: string,
): ComposedMail {
  const t = APPLICANT_STATUS_MAIL_TEXTS[language].emailChange;
  const companyName = companyIn(company, language).name;
  return {
    template: 'applicant-email-change',
    language,
    recipient,
    recipientName: null,
    ...render(
      {
        subject: t.subject(companyName),
        paragraphs: t.paragraphs,
        actions: [{ label: t.action, url }],
        signOff: MAIL_TEXTS[language].signOff(companyName),
      },
      company,
      MAIL_TEXTS[language],
    ),
  };
}

/**
 * To an applicant whose erasure request fell due while a legal hold keeps the application: the
 * erasure waits until the hold is lifted. Sent once per application.
 */
export function erasureDeferredMail(
  language: MailLanguage,
  company: CompanyDetails,
  applicant: { firstName: string; lastName: string; email: string; position: string },
): ComposedMail {
  const t = APPLICANT_STATUS_MAIL_TEXTS[language].erasureDeferred;
  const name = fullName(applicant);
  return {
    template: 'applicant-erasure-deferred',
    language,
    recipient: applicant.email,
    recipientName: name,
    ...render(
      {
        subject: t.subject(company.name),
        greeting: MAIL_TEXTS[language].greeting(name),
        paragraphs: t.paragraphs(singleLine(applicant.position)),
        signOff: MAIL_TEXTS[language].signOff(company.name),
      },
      company,
      MAIL_TEXTS[language],
    ),
  };
}
