import type { BuildingType, Emirate, PreferredContact, ServiceId } from '@uaq/contract';
import { isolate, MAIL_TEXTS, type MailLanguage, type VisitorMailTexts } from './mail-texts';
import { fillTemplateText } from './template-text';

/** The company as the site constants describe it: the sender's name and contact details. */
export interface CompanyDetails {
  name: string;
  phone: string;
  contactEmail: string;
  careersEmail: string;
}

/** A message ready for the outbox: who gets it and its finished subject and bodies. */
export interface ComposedMail {
  template: string;
  language: MailLanguage;
  recipient: string;
  recipientName: string | null;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** A text file sent with a message; `text/calendar; method=…` goes as the invitation part. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

interface Applicant {
  firstName: string;
  lastName: string;
  email: string;
}

/** Brand colours: fire red band, charcoal text, grey footer. */
const COLOURS = { brand: '#c62828', text: '#1f2933', muted: '#52606d', border: '#dde3ea', band: '#f7f8fa' };

/**
 * One line of header-safe text: control characters (CR and LF above all) and Unicode line
 * separators become spaces, so nothing typed can start a header of its own.
 */
export function singleLine(text: string, maxLength = 200): string {
  const flat = text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > maxLength ? `${flat.slice(0, maxLength - 1)}…` : flat;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function fullName(applicant: Applicant): string {
  return singleLine(`${applicant.firstName} ${applicant.lastName}`);
}

export interface MailLayout {
  subject: string;
  /** The e-mails written in code greet and sign off; HR's templates write their own. */
  greeting?: string;
  paragraphs: string[];
  facts?: [label: string, value: string][];
  quote?: { heading: string; text: string };
  action?: { label: string; url: string };
  signOff?: string[];
}

/** The plain-text and HTML bodies of one layout, with the company's footer. */
export function render(layout: MailLayout, company: CompanyDetails, texts: VisitorMailTexts) {
  const footer = [company.name, texts.contactLine(company.phone, company.contactEmail), texts.automatedNote];
  const text = [
    layout.greeting,
    ...layout.paragraphs,
    layout.facts?.map(([label, value]) => `${label}: ${value}`).join('\n'),
    layout.quote ? `${layout.quote.heading}:\n${layout.quote.text}` : undefined,
    layout.action ? `${layout.action.label}: ${layout.action.url}` : undefined,
    layout.signOff?.join('\n'),
    `--\n${footer.join('\n')}`,
  ]
    .filter((part): part is string => Boolean(part))
    .join('\n\n');

  const paragraph = (content: string) =>
    `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(content).replace(/\n/g, '<br>')}</p>`;
  const facts = layout.facts
    ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${layout.facts
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:start;padding:4px 16px 4px 0;color:${COLOURS.muted};font-weight:600">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const quote = layout.quote
    ? `<h2 style="font-size:16px;margin:0 0 8px">${escapeHtml(layout.quote.heading)}</h2><blockquote style="margin:0 0 16px;padding:8px 16px;border-inline-start:4px solid ${COLOURS.border};white-space:pre-wrap">${escapeHtml(layout.quote.text)}</blockquote>`
    : '';
  const action = layout.action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(layout.action.url)}" style="display:inline-block;background:${COLOURS.brand};color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none;font-weight:600">${escapeHtml(layout.action.label)}</a></p>`
    : '';
  const html = [
    `<!doctype html><html lang="${texts.lang}" dir="${texts.direction}"><head><meta charset="utf-8"><title>${escapeHtml(layout.subject)}</title></head>`,
    `<body style="margin:0;background:${COLOURS.band};font-family:Arial,Helvetica,sans-serif;color:${COLOURS.text};font-size:15px">`,
    `<div style="max-width:600px;margin:0 auto;background:#ffffff">`,
    `<div style="background:${COLOURS.brand};color:#ffffff;padding:16px 24px;font-size:18px;font-weight:700">${escapeHtml(company.name)}</div>`,
    `<div style="padding:24px">`,
    layout.greeting ? paragraph(layout.greeting) : '',
    ...layout.paragraphs.map(paragraph),
    facts,
    quote,
    action,
    layout.signOff ? paragraph(layout.signOff.join('\n')) : '',
    `</div>`,
    `<div style="border-top:1px solid ${COLOURS.border};padding:16px 24px;color:${COLOURS.muted};font-size:13px">${footer.map(escapeHtml).join('<br>')}</div>`,
    `</div></body></html>`,
  ].join('');
  return { subject: singleLine(layout.subject, 300), text, html };
}

/** To HR: a new application, with a link to it in the admin area and no attachment. */
export function newApplicationMail(
  language: MailLanguage,
  company: CompanyDetails,
  application: Applicant & { id: number; phone: string; position: string; hasResume: boolean },
  adminUrl: string,
): ComposedMail {
  const texts = MAIL_TEXTS[language];
  const t = texts.newApplication;
  const name = fullName(application);
  return {
    template: 'new-application',
    language,
    recipient: company.careersEmail,
    recipientName: null,
    ...render(
      {
        subject: t.subject(name, application.position),
        paragraphs: [t.intro(application.position)],
        facts: [
          [t.facts.name, name],
          [t.facts.email, application.email],
          [t.facts.phone, application.phone],
          [t.facts.position, application.position],
          [t.facts.resume, application.hasResume ? t.withResume : t.withoutResume],
        ],
        action: { label: t.action, url: adminUrl },
      },
      company,
      texts,
    ),
  };
}

/** A template's finished text: `{{name}}` filled in, Arabic values kept whole inside the sentence. */
export interface TemplateText {
  subject: string;
  body: string;
}

/**
 * To the applicant, from one of HR's templates. Values are filled in as plain text: the HTML
 * part escapes the whole paragraph (HR's words and the values alike), and the subject is one line.
 * Only the applicant's name comes from what they typed, so the form cannot send a stranger's words.
 */
export function applicantTemplateMail(
  outboxName: string,
  language: MailLanguage,
  company: CompanyDetails,
  recipient: { email: string; name: string },
  template: TemplateText,
  values: Record<string, string>,
  /** Said under HR's text whatever the template holds (the status link). */
  after?: { paragraphs: string[]; action: { label: string; url: string } },
): ComposedMail {
  const texts = MAIL_TEXTS[language];
  const safe = Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const line = singleLine(value);
      return [name, texts.direction === 'rtl' ? isolate(line) : line];
    }),
  );
  return {
    template: outboxName,
    language,
    recipient: recipient.email,
    recipientName: singleLine(recipient.name),
    ...render(
      {
        subject: fillTemplateText(template.subject, safe),
        paragraphs: fillTemplateText(template.body, safe)
          .replace(/\r\n?/g, '\n')
          .split(/\n\s*\n/)
          .map((paragraph) => paragraph.trim())
          .filter(Boolean)
          .concat(after?.paragraphs ?? []),
        action: after?.action,
      },
      company,
      texts,
    ),
  };
}

/** To the company's contact address: the enquiry in full (it goes to the company, not to a stranger). */
export function newEnquiryMail(
  language: MailLanguage,
  company: CompanyDetails,
  enquiry: { name: string; email: string; phone: string | null; subject: string; message: string },
): ComposedMail {
  const texts = MAIL_TEXTS[language];
  const t = texts.newEnquiry;
  const sender = singleLine(enquiry.name);
  return {
    template: 'new-enquiry',
    language,
    recipient: company.contactEmail,
    recipientName: null,
    ...render(
      {
        subject: t.subject(sender, enquiry.subject),
        paragraphs: [t.intro],
        facts: [
          [t.facts.name, sender],
          [t.facts.email, enquiry.email],
          [t.facts.phone, enquiry.phone ?? t.noPhone],
          [t.facts.topic, enquiry.subject],
        ],
        quote: { heading: t.messageHeading, text: enquiry.message },
      },
      company,
      texts,
    ),
  };
}

/** What the quote request e-mail shows (the quote-requests module hands it over). */
export interface QuoteRequestForMail {
  name: string;
  company: string | null;
  phone: string;
  email: string;
  emirate: Emirate;
  buildingType: BuildingType;
  services: ServiceId[];
  amc: boolean;
  preferredContact: PreferredContact;
}

/** To the company's contact address: who asks for a quote for what, and a link to the admin tab. */
export function newQuoteRequestMail(
  language: MailLanguage,
  company: CompanyDetails,
  quote: QuoteRequestForMail,
  adminUrl: string,
): ComposedMail {
  const texts = MAIL_TEXTS[language];
  const t = texts.newQuoteRequest;
  const sender = singleLine(quote.name);
  return {
    template: 'new-quote-request',
    language,
    recipient: company.contactEmail,
    recipientName: null,
    ...render(
      {
        subject: t.subject(sender),
        paragraphs: [t.intro],
        facts: [
          [t.facts.name, sender],
          [t.facts.company, quote.company ? singleLine(quote.company) : t.notGiven],
          [t.facts.phone, quote.phone],
          [t.facts.email, quote.email],
          [t.facts.emirate, t.emirateNames[quote.emirate]],
          [t.facts.buildingType, t.buildingTypeNames[quote.buildingType]],
          [t.facts.services, quote.services.map((id) => t.serviceNames[id]).join(', ')],
          [t.facts.amc, quote.amc ? t.yes : t.no],
          [t.facts.preferredContact, t.preferredContactNames[quote.preferredContact]],
        ],
        action: { label: t.action, url: adminUrl },
      },
      company,
      texts,
    ),
  };
}
