import { dirhams, groupedNumber, OFFER_ANSWER_TEXTS, type Language, type OfferAnswer } from '@uaq/contract';
import { OFFER_ANSWER_TEXTS_AR } from '@uaq/contract/offers.ar';
import { escapeHtml } from '../mail/mail-templates';
import { OFFER_ANSWER_PATH } from './offer-answer-link';
import { letterDate } from './offer-letter';

/** What the offer shows on its answer page. */
export interface OfferOnPage {
  position: string;
  startDate: string;
  monthlyTotal: number;
  expiresOn: string;
}

/** What the applicant's link leads to: the question (GET), the recorded answer (POST), or why not. */
export type OfferPageState =
  | { kind: 'confirm' | 'done'; answer: OfferAnswer; offer: OfferOnPage }
  | { kind: 'already'; answer: OfferAnswer }
  | { kind: 'invalid' | 'expired' | 'withdrawn' };

/** The company as the page names it, in the page's language, and how the applicant reaches it. */
export interface OfferPageCompany {
  name: string;
  phone: string;
  careersEmail: string;
}

const TEXTS = { en: OFFER_ANSWER_TEXTS, ar: OFFER_ANSWER_TEXTS_AR };

/** Stand-ins for the links inside the contact sentence (characters no text of ours contains). */
const PHONE_SLOT = '\u0001';
const EMAIL_SLOT = '\u0002';

function contactParagraph(text: (phone: string, email: string) => string, company: OfferPageCompany): string {
  const phone = `<a href="tel:${escapeHtml(company.phone.replace(/[^\d+]/g, ''))}" dir="ltr">${escapeHtml(company.phone)}</a>`;
  const email = `<a href="mailto:${escapeHtml(company.careersEmail)}" dir="ltr">${escapeHtml(company.careersEmail)}</a>`;
  return `<p>${escapeHtml(text(PHONE_SLOT, EMAIL_SLOT)).replace(PHONE_SLOT, phone).replace(EMAIL_SLOT, email)}</p>`;
}

/**
 * The applicant's offer page, a small page of its own like the interview answer page: no script, one
 * form posting the link's token, so a mail scanner's GET changes nothing and the answer needs the
 * applicant's click. In English or Arabic (right to left), as the applicant applied.
 */
export function offerAnswerPage(
  state: OfferPageState,
  language: Language,
  company: OfferPageCompany,
  token: string,
): string {
  const t = TEXTS[language];
  let body: string;
  if (state.kind === 'confirm' || state.kind === 'done') {
    const { offer, answer } = state;
    const amount =
      language === 'ar' ? `${groupedNumber(offer.monthlyTotal)} درهم` : dirhams(offer.monthlyTotal);
    const facts = [
      [t.position, offer.position],
      [t.startDate, letterDate(offer.startDate, language)],
      [t.monthlyTotal, amount],
      [t.validUntil, letterDate(offer.expiresOn, language)],
    ]
      .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd><bdi>${escapeHtml(value)}</bdi></dd>`)
      .join('');
    const question = answer === 'accepted' ? t.acceptQuestion : t.declineQuestion;
    const button = answer === 'accepted' ? t.acceptButton : t.declineButton;
    body =
      `<dl>${facts}</dl>` +
      (state.kind === 'confirm'
        ? `<p>${escapeHtml(question)}</p><form method="post" action="${OFFER_ANSWER_PATH}">` +
          `<input type="hidden" name="token" value="${escapeHtml(token)}">` +
          `<button type="submit">${escapeHtml(button)}</button></form>`
        : `<p role="status">${escapeHtml(answer === 'accepted' ? t.accepted : t.declined)}</p>`);
  } else if (state.kind === 'already') {
    body = `<p role="status">${escapeHtml(state.answer === 'accepted' ? t.alreadyAccepted : t.alreadyDeclined)}</p>`;
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
