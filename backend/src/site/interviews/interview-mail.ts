import type { Translation } from '@uaq/contract';
import { MAIL_TEXTS, type MailLanguage } from '../../admin/mail/mail-texts';
import { render, singleLine, type ComposedMail, type CompanyDetails } from '../../admin/mail/mail-templates';
import { interviewCalendar, type CalendarPerson, type InvitationKind } from './interview-calendar';
import { endsAt, type Interview } from './interview.entity';
import { INTERVIEW_MAIL_TEXTS, INTERVIEWER_MAIL_TEXTS } from './interview-mail.texts';
import { INTERVIEW_MAIL_TEXTS_AR, INTERVIEWER_MAIL_TEXTS_AR } from './interview-mail.texts.ar';

export interface InterviewMailContext {
  kind: InvitationKind;
  company: CompanyDetails;
  interview: Interview;
  applicant: { firstName: string; lastName: string; email: string; position: string; language: MailLanguage };
  /** Interviewers with an e-mail address (the others get nothing), each with the language of their account. */
  interviewers: (CalendarPerson & { language: MailLanguage })[];
  /** The applicant's signed answer links; none on a cancellation. */
  answerLinks: { accept: string; decline: string } | null;
  /** False: only the interviewers are written to (those taken off the panel by a reschedule). */
  toApplicant?: boolean;
  adminUrl: string;
}

const APPLICANT_TEXTS = { en: INTERVIEW_MAIL_TEXTS, ar: INTERVIEW_MAIL_TEXTS_AR };
const INTERVIEWER_TEXTS = { en: INTERVIEWER_MAIL_TEXTS, ar: INTERVIEWER_MAIL_TEXTS_AR };

/** "Monday, 14 December 2026 at 10:00 (Asia/Dubai)", in the reader's language. */
function when(interview: Interview, language: MailLanguage): string {
  const format = new Intl.DateTimeFormat(language === 'ar' ? 'ar-AE' : 'en-GB', {
    timeZone: interview.timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  });
  return `${format.formatRange(interview.startsAt, endsAt(interview))} (${interview.timeZone})`;
}

/**
 * Every e-mail of one interview event, with the same .ics (UID, SEQUENCE, METHOD) attached: the
 * applicant's in their language with the answer links, each interviewer's in theirs. The one
 * place interview e-mails are composed (editable templates may take the bodies over later).
 */
export function interviewMails(context: InterviewMailContext): ComposedMail[] {
  const { kind, company, interview, applicant, interviewers } = context;
  const applicantName = singleLine(`${applicant.firstName} ${applicant.lastName}`);
  const position = singleLine(applicant.position);
  const t = APPLICANT_TEXTS[applicant.language];
  const calendar = interviewCalendar(interview, kind, {
    title: INTERVIEW_MAIL_TEXTS.eventTitle(position, company.name),
    description: [interview.location, interview.meetingUrl].filter(Boolean).join('\n'),
    organizer: { name: company.name, email: company.careersEmail },
    attendees: [
      { name: applicantName, email: applicant.email },
      ...interviewers.map(({ name, email }) => ({ name, email })),
    ],
  });
  const attachments = [
    {
      filename: kind === 'cancellation' ? 'cancel.ics' : 'invite.ics',
      contentType: `text/calendar; method=${kind === 'cancellation' ? 'CANCEL' : 'REQUEST'}`,
      content: calendar,
    },
  ];
  const facts = (
    texts: Pick<Translation<typeof INTERVIEW_MAIL_TEXTS>, 'facts' | 'minutes'>,
    language: MailLanguage,
  ): [string, string][] => [
    [texts.facts.when, when(interview, language)],
    [texts.facts.duration, texts.minutes(String(interview.durationMinutes))],
    ...(interview.location ? [[texts.facts.where, interview.location] as [string, string]] : []),
    ...(interview.meetingUrl ? [[texts.facts.meeting, interview.meetingUrl] as [string, string]] : []),
  ];

  const visitorTexts = MAIL_TEXTS[applicant.language];
  const links = context.answerLinks;
  const toApplicant: ComposedMail = {
    template: `interview-${kind}`,
    language: applicant.language,
    recipient: applicant.email,
    recipientName: applicantName,
    attachments,
    ...render(
      {
        subject: t.subject[kind](position, company.name),
        greeting: visitorTexts.greeting(applicantName),
        paragraphs: [
          ...t.paragraphs[kind](position),
          ...(links ? [`${t.answerPrompt}`, `${t.decline}: ${links.decline}`] : []),
        ],
        facts: facts(t, applicant.language),
        action: links ? { label: t.accept, url: links.accept } : undefined,
        signOff: visitorTexts.signOff(company.name),
      },
      company,
      visitorTexts,
    ),
  };

  const toInterviewers = interviewers.map(({ name, email, language }): ComposedMail => {
    const staff = INTERVIEWER_TEXTS[language];
    return {
      template: `interview-${kind}-panel`,
      language,
      recipient: email,
      recipientName: name,
      attachments,
      ...render(
        {
          subject: staff.subject[kind](applicantName, position),
          paragraphs: [
            staff.intro[kind](applicantName),
            ...(kind === 'cancellation' ? [] : [staff.scorecard]),
          ],
          facts: facts(APPLICANT_TEXTS[language], language),
          action: { label: staff.action, url: context.adminUrl },
        },
        company,
        MAIL_TEXTS[language],
      ),
    };
  });
  return context.toApplicant === false ? toInterviewers : [toApplicant, ...toInterviewers];
}
