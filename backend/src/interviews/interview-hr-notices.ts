import { RECOMMENDATION_LABELS, type InterviewAnswer, type Recommendation } from '@uaq/contract';
import type { CompanyDetails } from '../mail/company-details';
import { render, singleLine, type ComposedMail } from '../mail/mail-templates';
import { MAIL_TEXTS, type MailLanguage } from '../mail/mail-texts';
import { INTERVIEW_HR_MAIL_TEXTS } from './interview-hr-mail.texts';
import type { Interview } from './interview.entity';
import { interviewWhen } from './interview-when';

/**
 * Who HR is, for what happens to an interview: the careers address, the mailbox HR's notice of each
 * new application goes to. The one place this is decided.
 */
export function hrNoticeRecipient(company: CompanyDetails): string {
  return company.careersEmail;
}

/** The application an HR notice is about. */
export interface NoticeApplication {
  id: number;
  firstName: string;
  lastName: string;
  position: string;
}

export type HrNotice =
  | { kind: 'answered'; answer: InterviewAnswer }
  | { kind: 'scorecard'; interviewer: string; recommendation: Recommendation };

/**
 * HR's e-mail when an applicant accepts or declines an interview, or an interviewer submits a
 * scorecard: who, which interview, and a link to the application (the card itself stays in the
 * admin area). Linked to the application, so its erasure takes the e-mail too.
 */
export function interviewHrNotice(
  notice: HrNotice,
  context: {
    company: CompanyDetails;
    interview: Interview;
    application: NoticeApplication;
    adminUrl: string;
    /** The language of the team member who reads the address (AdminUsersService.languageOfAddress). */
    language: MailLanguage;
  },
): ComposedMail {
  const { company, interview, application, language } = context;
  const t = INTERVIEW_HR_MAIL_TEXTS[language];
  const applicant = singleLine(`${application.firstName} ${application.lastName}`);
  const position = singleLine(application.position);
  const when = interviewWhen(interview, language);
  const wording =
    notice.kind === 'answered'
      ? {
          subject: t.answered.subject(applicant, notice.answer, position),
          paragraphs: [t.answered.intro(applicant, notice.answer, when)],
          facts: [] as [string, string][],
        }
      : {
          subject: t.scorecard.subject(notice.interviewer, applicant, position),
          paragraphs: [t.scorecard.intro(notice.interviewer, applicant, when)],
          facts: [[t.scorecard.recommendation, RECOMMENDATION_LABELS[language][notice.recommendation]]] as [
            string,
            string,
          ][],
        };
  return {
    template: notice.kind === 'answered' ? `interview-${notice.answer}-hr` : 'scorecard-submitted-hr',
    language,
    recipient: hrNoticeRecipient(company),
    recipientName: null,
    applicationIds: [application.id],
    ...render(
      {
        subject: wording.subject,
        paragraphs: wording.paragraphs,
        facts: [
          [t.facts.applicant, applicant],
          [t.facts.position, position],
          [t.facts.when, when],
          ...wording.facts,
        ],
        actions: [{ label: t.action, url: context.adminUrl }],
      },
      company,
      MAIL_TEXTS[language],
    ),
  };
}
