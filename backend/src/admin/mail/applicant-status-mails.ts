import { APPLICANT_STATUS_MAIL_TEXTS } from './applicant-status-mail-texts';
import { MAIL_TEXTS, type MailLanguage } from './mail-texts';
import { companyIn, type CompanyDetails } from './company-details';
import { render, type ComposedMail } from './mail-templates';

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
