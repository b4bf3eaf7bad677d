import { dirhams, groupedNumber } from '@uaq/contract';
import { companyIn, type CompanyDetails } from '../mail/company-details';
import { render, singleLine, type ComposedMail } from '../mail/mail-templates';
import { isolate, MAIL_TEXTS, type MailLanguage } from '../mail/mail-texts';
import { letterDate, offerReference } from './offer-letter';
import {
  OFFER_ANSWER_NOTICE_TEXTS,
  OFFER_ANSWER_NOTICE_TEXTS_AR,
  OFFER_MAIL_TEXTS,
  OFFER_MAIL_TEXTS_AR,
} from './offer-mail.texts';

const APPLICANT_TEXTS = { en: OFFER_MAIL_TEXTS, ar: OFFER_MAIL_TEXTS_AR };
const NOTICE_TEXTS = { en: OFFER_ANSWER_NOTICE_TEXTS, ar: OFFER_ANSWER_NOTICE_TEXTS_AR };

export interface OfferForMail {
  id: number;
  applicationId: number;
  position: string;
  positionAr: string | null;
  startDate: string;
  expiresOn: string;
  monthlyTotal: number;
}

export interface ApplicantOfMail {
  name: string;
  email: string;
  language: MailLanguage;
}

/**
 * The offer to the applicant, in their language, with both letters attached (English and Arabic: in
 * the UAE an offer is read, and often signed, in both) and the two answer buttons after the facts.
 */
export function offerMail(
  offer: OfferForMail,
  applicant: ApplicantOfMail,
  company: CompanyDetails,
  letters: { en: Buffer; ar: Buffer },
  links: { accept: string; decline: string },
): ComposedMail {
  const language = applicant.language;
  const t = APPLICANT_TEXTS[language];
  const texts = MAIL_TEXTS[language];
  const position = singleLine((language === 'ar' && offer.positionAr?.trim()) || offer.position);
  const companyName = companyIn(company, language).name;
  const inSentence = (value: string) => (language === 'ar' ? isolate(value) : value);
  const reference = offerReference(offer.id);
  return {
    template: 'offer-letter',
    language,
    recipient: applicant.email,
    recipientName: singleLine(applicant.name),
    applicationIds: [offer.applicationId],
    attachments: [
      { filename: `${reference}-en.pdf`, contentType: 'application/pdf', content: letters.en },
      { filename: `${reference}-ar.pdf`, contentType: 'application/pdf', content: letters.ar },
    ],
    ...render(
      {
        subject: t.subject(inSentence(position), inSentence(companyName)),
        greeting: texts.greeting(singleLine(applicant.name)),
        paragraphs: [...t.paragraphs(inSentence(position))],
        facts: [
          [t.facts.position, position],
          [t.facts.startDate, letterDate(offer.startDate, language)],
          [
            t.facts.monthlyTotal,
            language === 'ar' ? `${groupedNumber(offer.monthlyTotal)} درهم` : dirhams(offer.monthlyTotal),
          ],
          [t.facts.validUntil, letterDate(offer.expiresOn, language)],
        ],
        actionsPrompt: t.answerPrompt,
        actions: [
          { label: t.accept, url: links.accept },
          { label: t.decline, url: links.decline },
        ],
        signOff: texts.signOff(companyName),
      },
      company,
      texts,
    ),
  };
}

/**
 * To HR (the careers address, in the language of the team member who reads it): the applicant's
 * answer, with a link to the application.
 */
export function offerAnswerNotice(
  language: MailLanguage,
  offer: OfferForMail,
  answer: 'accepted' | 'declined',
  applicantName: string,
  answeredAt: Date,
  company: CompanyDetails,
  adminUrl: string,
): ComposedMail {
  const t = NOTICE_TEXTS[language];
  const name = singleLine(applicantName);
  const inSentence = (value: string) => (language === 'ar' ? isolate(value) : value);
  return {
    template: `offer-${answer}`,
    language,
    recipient: company.careersEmail,
    recipientName: null,
    applicationIds: [offer.applicationId],
    ...render(
      {
        subject: t.subject(answer, inSentence(name), inSentence(singleLine(offer.position))),
        paragraphs: [t.intro[answer](inSentence(name))],
        facts: [
          [t.facts.applicant, name],
          [t.facts.position, offer.position],
          [t.facts.reference, offerReference(offer.id)],
          [t.facts.answeredAt, answeredAt.toISOString().replace('T', ' ').slice(0, 16) + ' UTC'],
        ],
        actions: [{ label: t.action, url: adminUrl }],
      },
      company,
      MAIL_TEXTS[language],
    ),
  };
}
