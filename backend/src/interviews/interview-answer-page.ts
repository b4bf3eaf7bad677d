import { INTERVIEW_ANSWER_TEXTS, type InterviewAnswer, type Language } from '@uaq/contract';
import { INTERVIEW_ANSWER_TEXTS_AR } from '@uaq/contract/interviews.ar';
import { escapeHtml } from '../mail/mail-templates';
import type { Interview } from './interview.entity';
import { interviewWhen } from './interview-when';

/** What the applicant's link leads to: the question (GET), the recorded answer (POST), or why not. */
export type AnswerPageState =
  | { kind: 'confirm' | 'done'; answer: InterviewAnswer; interview: Interview }
  | { kind: 'invalid' | 'expired' | 'outdated' | 'cancelled' };

/** The company as the page names it, in the page's language, and how the applicant reaches it. */
export interface AnswerPageCompany {
  name: string;
  phone: string;
  careersEmail: string;
}

const TEXTS = { en: INTERVIEW_ANSWER_TEXTS, ar: INTERVIEW_ANSWER_TEXTS_AR };

/** Where the page's form posts the answer, the link's token in its body. */
const ANSWER_ACTION = '/api/interview-answers';

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

/**
 * A small page of its own (no script, one form posting the link's token), so a mail scanner's GET
 * changes nothing and the answer needs the applicant's click.
 */
export function interviewAnswerPage(
  state: AnswerPageState,
  language: Language,
  company: AnswerPageCompany,
  token: string,
): string {
  const t = TEXTS[language];
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  let body: string;
  if (state.kind === 'confirm' || state.kind === 'done') {
    const { interview, answer } = state;
    const facts = [
      [t.when, interviewWhen(interview, language)],
      ...(interview.location ? [[t.where, interview.location]] : []),
      ...(interview.meetingUrl ? [[t.meeting, interview.meetingUrl]] : []),
    ]
      .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
      .join('');
    const question = answer === 'accepted' ? t.acceptQuestion : t.declineQuestion;
    const button = answer === 'accepted' ? t.acceptButton : t.declineButton;
    body =
      `<dl>${facts}</dl>` +
      (state.kind === 'confirm'
        ? `${paragraph(question)}<form method="post" action="${ANSWER_ACTION}">` +
          `<input type="hidden" name="token" value="${escapeHtml(token)}">` +
          `<button type="submit">${escapeHtml(button)}</button></form>`
        : `<p role="status">${escapeHtml(answer === 'accepted' ? t.accepted : t.declined)}</p>`);
  } else {
    body = `<p role="alert">${escapeHtml(t[state.kind])}</p>`;
  }
  return [
    `<!doctype html><html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">`,
    `<title>${escapeHtml(`${t.title} | ${company.name}`)}</title>`,
    `<style>body{font-family:Arial,Helvetica,sans-serif;color:#1f2933;margin:0;background:#f7f8fa}`,
    `header{background:#c62828;color:#fff;padding:16px 24px;font-weight:700;font-size:18px}`,
    `main{max-width:560px;margin:24px auto;background:#fff;padding:24px;line-height:1.5}`,
    `dt{font-weight:600;color:#52606d}dd{margin:0 0 12px}a{color:#c62828}`,
    `button{background:#c62828;color:#fff;border:0;border-radius:4px;padding:12px 20px;font-size:16px;cursor:pointer}`,
    `button:focus-visible{outline:3px solid #1f2933;outline-offset:2px}</style></head>`,
    `<body><header>${escapeHtml(company.name)}</header><main><h1>${escapeHtml(t.title)}</h1>${body}`,
    `${contactParagraph(t.contact, company)}</main></body></html>`,
  ].join('');
}
