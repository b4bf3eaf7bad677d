import { textPreview } from '@uaq/contract';
import { escapeHtml } from '../platform/common/html/escape-html';
import { isolate, MAIL_TEXTS, type MailLanguage, type MailTexts } from './mail-texts';
import { companyIn, type CompanyDetails } from './company-details';
import { fillTemplateText } from './template-text';

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
  /** The applications whose applicant's data it carries: erasing them erases it (none for staff mail about enquiries). */
  applicationIds?: number[];
}

/**
 * A file sent with a message: text (`text/calendar; method=…` goes as the invitation part) or
 * bytes (a PDF).
 */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string | Buffer;
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
 * separators become spaces, so nothing typed can start a header of its own; a longer text ends after
 * its last whole word with "…".
 */
export function singleLine(text: string, maxLength = 200): string {
  // eslint-disable-next-line no-control-regex
  return textPreview(text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' '), maxLength);
}

export function fullName(applicant: Applicant): string {
  return singleLine(`${applicant.firstName} ${applicant.lastName}`);
}

/** A button of a message (a link in the plain text). */
export interface MailAction {
  label: string;
  url: string;
}

export interface MailLayout {
  subject: string;
  /** The e-mails written in code greet and sign off; HR's templates write their own. */
  greeting?: string;
  paragraphs: string[];
  facts?: [label: string, value: string][];
  quote?: { heading: string; text: string };
  /** Said just before the buttons (a question they answer). */
  actionsPrompt?: string;
  /** Buttons side by side, after everything else the message says, all of one weight. */
  actions?: MailAction[];
  signOff?: string[];
}

/** The plain-text and HTML bodies of one layout, with the company's footer in the message's language. */
export function render(layout: MailLayout, company: CompanyDetails, texts: MailTexts) {
  const companyName = companyIn(company, texts.lang).name;
  const footer = [companyName, texts.contactLine(company.phone, company.contactEmail), texts.automatedNote];
  const text = [
    layout.greeting,
    ...layout.paragraphs,
    layout.facts?.map(([label, value]) => `${label}: ${value}`).join('\n'),
    layout.quote ? `${layout.quote.heading}:\n${layout.quote.text}` : undefined,
    layout.actionsPrompt,
    layout.actions?.map((action) => `${action.label}: ${action.url}`).join('\n'),
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
  const button = (action: MailAction) =>
    `<a href="${escapeHtml(action.url)}" style="display:inline-block;background:${COLOURS.brand};color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none;font-weight:600;margin:0 4px 8px">${escapeHtml(action.label)}</a>`;
  const actions = layout.actions?.length
    ? `<p style="margin:0 0 16px">${layout.actions.map(button).join(' ')}</p>`
    : '';
  const html = [
    `<!doctype html><html lang="${texts.lang}" dir="${texts.direction}"><head><meta charset="utf-8"><title>${escapeHtml(layout.subject)}</title></head>`,
    `<body style="margin:0;background:${COLOURS.band};font-family:Arial,Helvetica,sans-serif;color:${COLOURS.text};font-size:15px">`,
    `<div style="max-width:600px;margin:0 auto;background:#ffffff">`,
    `<div style="background:${COLOURS.brand};color:#ffffff;padding:16px 24px;font-size:18px;font-weight:700">${escapeHtml(companyName)}</div>`,
    `<div style="padding:24px">`,
    layout.greeting ? paragraph(layout.greeting) : '',
    ...layout.paragraphs.map(paragraph),
    facts,
    quote,
    layout.actionsPrompt ? paragraph(layout.actionsPrompt) : '',
    actions,
    layout.signOff ? paragraph(layout.signOff.join('\n')) : '',
    `</div>`,
    `<div style="border-top:1px solid ${COLOURS.border};padding:16px 24px;color:${COLOURS.muted};font-size:13px">${footer.map(escapeHtml).join('<br>')}</div>`,
    `</div></body></html>`,
  ].join('');
  return { subject: singleLine(layout.subject, 300), text, html };
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
  after?: { paragraphs: string[]; action: MailAction },
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
        actions: after ? [after.action] : undefined,
      },
      company,
      texts,
    ),
  };
}
