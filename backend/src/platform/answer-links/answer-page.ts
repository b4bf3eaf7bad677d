import type { Language } from '@uaq/contract';
import { escapeHtml } from '../common/html/escape-html';

/** The company as an answer page names it, in the page's language, and how the applicant reaches it. */
export interface AnswerPageCompany {
  name: string;
  phone: string;
  careersEmail: string;
}

/** Stand-ins for the links inside the contact sentence (characters no text of ours contains). */
const PHONE_SLOT = '\u0001';
const EMAIL_SLOT = '\u0002';

/** The contact sentence with the phone and address as links, each kept left to right. */
function contactParagraph(
  text: (phone: string, email: string) => string,
  company: AnswerPageCompany,
): string {
  const phone = `<a href="tel:${escapeHtml(company.phone.replace(/[^\d+]/g, ''))}" dir="ltr">${escapeHtml(company.phone)}</a>`;
  const email = `<a href="mailto:${escapeHtml(company.careersEmail)}" dir="ltr">${escapeHtml(company.careersEmail)}</a>`;
  return `<p>${escapeHtml(text(PHONE_SLOT, EMAIL_SLOT)).replace(PHONE_SLOT, phone).replace(EMAIL_SLOT, email)}</p>`;
}

/** What the link is about, as label and value pairs (each value isolated: a date or a URL in Arabic). */
export function answerFacts(facts: ReadonlyArray<readonly [string, string]>): string {
  return `<dl>${facts
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd><bdi>${escapeHtml(value)}</bdi></dd>`)
    .join('')}</dl>`;
}

/** What a page asks and says for each answer (the interview's and the offer's texts both have them). */
export interface AnswerTexts {
  acceptQuestion: string;
  declineQuestion: string;
  acceptButton: string;
  declineButton: string;
  accepted: string;
  declined: string;
}

/**
 * Below the facts: on the link's first visit (`confirm`) the question and the one button that
 * records the answer, the link's token travelling in the POST body; once recorded (`done`), the
 * thanks for it.
 */
export function answerStep(
  step: 'confirm' | 'done',
  answer: 'accepted' | 'declined',
  texts: AnswerTexts,
  link: { action: string; token: string },
): string {
  const accepted = answer === 'accepted';
  if (step === 'done') return answerOutcome('status', accepted ? texts.accepted : texts.declined);
  return (
    `<p>${escapeHtml(accepted ? texts.acceptQuestion : texts.declineQuestion)}</p>` +
    `<form method="post" action="${link.action}">` +
    `<input type="hidden" name="token" value="${escapeHtml(link.token)}">` +
    `<button type="submit">${escapeHtml(accepted ? texts.acceptButton : texts.declineButton)}</button></form>`
  );
}

/** The outcome: an answer recorded (a status) or why the link does not work (an alert). */
export function answerOutcome(role: 'status' | 'alert', text: string): string {
  return `<p role="${role}">${escapeHtml(text)}</p>`;
}

/**
 * The page an applicant's answer link leads to (an interview invitation's, an offer's): a small page
 * of its own, no script, one form, so a mail scanner's GET changes nothing and the answer needs the
 * applicant's click. In English or Arabic (right to left), as the applicant applied.
 */
export function answerPage(page: {
  language: Language;
  title: string;
  company: AnswerPageCompany;
  /** Escaped HTML: the facts and the form, or the outcome. */
  body: string;
  contact: (phone: string, email: string) => string;
}): string {
  const { language, title, company } = page;
  return [
    `<!doctype html><html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">`,
    `<title>${escapeHtml(`${title} | ${company.name}`)}</title>`,
    `<style>body{font-family:Arial,Helvetica,sans-serif;color:#1f2933;margin:0;background:#f7f8fa}`,
    `header{background:#c62828;color:#fff;padding:16px 24px;font-weight:700;font-size:18px}`,
    `main{max-width:560px;margin:24px auto;background:#fff;padding:24px;line-height:1.5}`,
    `dt{font-weight:600;color:#52606d}dd{margin:0 0 12px}a{color:#c62828}`,
    `button{background:#c62828;color:#fff;border:0;border-radius:4px;padding:12px 20px;font-size:16px;cursor:pointer}`,
    `button:focus-visible{outline:3px solid #1f2933;outline-offset:2px}</style></head>`,
    `<body><header>${escapeHtml(company.name)}</header><main><h1>${escapeHtml(title)}</h1>${page.body}`,
    `${contactParagraph(page.contact, company)}</main></body></html>`,
  ].join('');
}
