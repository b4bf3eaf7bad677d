import { dirhams, groupedNumber, OFFER_ANSWER_TEXTS, type Language, type OfferAnswer } from '@uaq/contract';
import { OFFER_ANSWER_TEXTS_AR } from '@uaq/contract/offers.ar';
import {
  answerFacts,
  answerOutcome,
  answerPage,
  answerStep,
  type AnswerPageCompany,
} from '../platform/answer-links/answer-page';
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

const TEXTS = { en: OFFER_ANSWER_TEXTS, ar: OFFER_ANSWER_TEXTS_AR };

/** The applicant's offer page, in the language the applicant applied in. */
export function offerAnswerPage(
  state: OfferPageState,
  language: Language,
  company: AnswerPageCompany,
  token: string,
): string {
  const t = TEXTS[language];
  let body: string;
  if (state.kind === 'confirm' || state.kind === 'done') {
    const { offer, answer } = state;
    const amount =
      language === 'ar' ? `${groupedNumber(offer.monthlyTotal)} درهم` : dirhams(offer.monthlyTotal);
    body =
      answerFacts([
        [t.position, offer.position],
        [t.startDate, letterDate(offer.startDate, language)],
        [t.monthlyTotal, amount],
        [t.validUntil, letterDate(offer.expiresOn, language)],
      ]) + answerStep(state.kind, answer, t, { action: OFFER_ANSWER_PATH, token });
  } else if (state.kind === 'already') {
    body = answerOutcome('status', state.answer === 'accepted' ? t.alreadyAccepted : t.alreadyDeclined);
  } else {
    body = answerOutcome('alert', t[state.kind]);
  }
  return answerPage({ language, title: t.title, company, body, contact: t.contact });
}
