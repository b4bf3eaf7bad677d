import type { InterviewAnswer } from '@uaq/contract';
import type { MailLanguage } from '../mail/mail-texts';

/** What HR is told of an interview, in the language of the team member who reads the address. */
export interface InterviewHrMailTexts {
  answered: {
    subject: (applicant: string, answer: InterviewAnswer, position: string) => string;
    intro: (applicant: string, answer: InterviewAnswer, when: string) => string;
  };
  scorecard: {
    subject: (interviewer: string, applicant: string, position: string) => string;
    intro: (interviewer: string, applicant: string, when: string) => string;
    recommendation: string;
  };
  facts: { applicant: string; position: string; when: string };
  action: string;
}

export const INTERVIEW_HR_MAIL_TEXTS: Record<MailLanguage, InterviewHrMailTexts> = {
  en: {
    answered: {
      subject: (applicant, answer, position) => `${applicant} ${answer} the interview for ${position}`,
      intro: (applicant, answer, when) =>
        answer === 'accepted'
          ? `${applicant} confirmed they will attend the interview on ${when}.`
          : `${applicant} declined the interview on ${when}. You may offer another time.`,
    },
    scorecard: {
      subject: (interviewer, applicant, position) =>
        `Scorecard from ${interviewer}: ${applicant} for ${position}`,
      intro: (interviewer, applicant, when) =>
        `${interviewer} submitted their scorecard for the interview with ${applicant} on ${when}.`,
      recommendation: 'Recommendation',
    },
    facts: { applicant: 'Applicant', position: 'Position', when: 'Interview' },
    action: 'Open the application',
  },
  ar: {
    answered: {
      subject: (applicant, answer, position) =>
        answer === 'accepted'
          ? `${applicant} قبل المقابلة لوظيفة ${position}`
          : `${applicant} اعتذر عن المقابلة لوظيفة ${position}`,
      intro: (applicant, answer, when) =>
        answer === 'accepted'
          ? `أكّد ${applicant} حضوره المقابلة في ${when}.`
          : `اعتذر ${applicant} عن المقابلة في ${when}. يمكنك اقتراح موعد آخر.`,
    },
    scorecard: {
      subject: (interviewer, applicant, position) =>
        `بطاقة تقييم من ${interviewer}: ${applicant} لوظيفة ${position}`,
      intro: (interviewer, applicant, when) =>
        `أرسل ${interviewer} بطاقة تقييمه لمقابلة ${applicant} في ${when}.`,
      recommendation: 'التوصية',
    },
    facts: { applicant: 'المتقدم', position: 'الوظيفة', when: 'المقابلة' },
    action: 'افتح الطلب',
  },
};
