import type { Translation } from '@uaq/contract';
import { isolate, MAIL_TEXTS, type MailLanguage } from '../mail/mail-texts';
import { companyIn, type CompanyDetails } from '../mail/company-details';
import { render, singleLine, type ComposedMail, type MailAttachment } from '../mail/mail-templates';
import { interviewCalendar, type CalendarPerson, type InvitationKind } from './interview-calendar';
import type { Interview } from './interview.entity';
import { INTERVIEW_MAIL_TEXTS, INTERVIEWER_MAIL_TEXTS } from './interview-mail.texts';
import { INTERVIEW_MAIL_TEXTS_AR, INTERVIEWER_MAIL_TEXTS_AR } from './interview-mail.texts.ar';
import { interviewWhen } from './interview-when';

export interface InterviewMailContext {
  kind: InvitationKind;
  company: CompanyDetails;
  interview: Interview;
  applicant: {
    firstName: string;
    lastName: string;
    /** Empty for an applicant without an address (then `toApplicant` is false). */
    email: string;
    /** The title applied for; `positionAr`, the job's Arabic title, names it to an Arabic applicant. */
    position: string;
    positionAr: string | null;
    language: MailLanguage;
  };
  /** Interviewers with an e-mail address (the others get nothing), each with the language of their account. */
  interviewers: (CalendarPerson & { language: MailLanguage })[];
  /** The applicant's signed answer links; none on a cancellation. */
  answerLinks: { accept: string; decline: string } | null;
  /** False: only the interviewers are written to (those taken off the panel by a reschedule). */
  toApplicant?: boolean;
  adminUrl: string;
}

const APPLICANT_TEXTS = { en: INTERVIEW_MAIL_TEXTS, ar: INTERVIEW_MAIL_TEXTS_AR };
type InterviewTexts = Translation<typeof INTERVIEW_MAIL_TEXTS>;
const INTERVIEWER_TEXTS = { en: INTERVIEWER_MAIL_TEXTS, ar: INTERVIEWER_MAIL_TEXTS_AR };

/** The invitation file: one per reader's language, the same UID, SEQUENCE and METHOD in each. */
function calendarFile(kind: InvitationKind, content: string): MailAttachment[] {
  const cancelled = kind === 'cancellation';
  return [
    {
      filename: cancelled ? 'cancel.ics' : 'invite.ics',
      contentType: `text/calendar; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
      content,
    },
  ];
}

/**
 * Every e-mail of one interview event, each with its .ics: the applicant's in their language (the
 * job's Arabic title and the company's Arabic trade name in Arabic, the calendar entry's title and
 * description too) with the two answer buttons after the details; each interviewer's in the
 * language kept on their account. The one place interview e-mails are composed.
 */
export function interviewMails(context: InterviewMailContext): ComposedMail[] {
  const { kind, company, interview, applicant, interviewers } = context;
  const applicantName = singleLine(`${applicant.firstName} ${applicant.lastName}`);
  const englishPosition = singleLine(applicant.position);
  const language = applicant.language;
  const t: InterviewTexts = APPLICANT_TEXTS[language];
  const position = singleLine((language === 'ar' && applicant.positionAr?.trim()) || applicant.position);
  const companyName = companyIn(company, language).name;
  const facts = (texts: InterviewTexts, factsLanguage: MailLanguage): [string, string][] => [
    [texts.facts.when, interviewWhen(interview, factsLanguage)],
    [texts.facts.duration, texts.minutes(String(interview.durationMinutes))],
    ...(interview.location ? [[texts.facts.where, interview.location] as [string, string]] : []),
    ...(interview.meetingUrl ? [[texts.facts.meeting, interview.meetingUrl] as [string, string]] : []),
  ];
  const place = (texts: InterviewTexts) => [
    ...(interview.location ? [`${texts.facts.where}: ${interview.location}`] : []),
    ...(interview.meetingUrl ? [`${texts.facts.meeting}: ${interview.meetingUrl}`] : []),
  ];
  const people = {
    organizer: { name: company.name, email: company.careersEmail },
    attendees: [
      ...(applicant.email ? [{ name: applicantName, email: applicant.email }] : []),
      ...interviewers.map(({ name, email }) => ({ name, email })),
    ],
  };

  // Names inside an Arabic sentence are isolated, so a Latin one keeps its order (see isolate).
  const inSentence = (value: string) => (language === 'ar' ? isolate(value) : value);
  const visitorTexts = MAIL_TEXTS[language];
  const links = context.answerLinks;
  const toApplicant: ComposedMail = {
    template: `interview-${kind}`,
    language,
    recipient: applicant.email,
    recipientName: applicantName,
    attachments: calendarFile(
      kind,
      interviewCalendar(interview, kind, {
        title: t.eventTitle(position, companyName),
        description: [
          t.eventDescription(position, companyName),
          ...place(t),
          t.eventContact(company.phone, company.careersEmail),
        ].join('\n'),
        ...people,
      }),
    ),
    applicationIds: [interview.applicationId],
    ...render(
      {
        subject: t.subject[kind](inSentence(position), inSentence(companyName)),
        greeting: visitorTexts.greeting(applicantName),
        paragraphs: [...t.paragraphs[kind](inSentence(position))],
        facts: facts(t, language),
        actionsPrompt: links ? t.answerPrompt : undefined,
        actions: links
          ? [
              { label: t.accept, url: links.accept },
              { label: t.decline, url: links.decline },
            ]
          : undefined,
        signOff: visitorTexts.signOff(companyName),
      },
      company,
      visitorTexts,
    ),
  };

  // The panel's copy in each interviewer's language: Arabic names the job by its Arabic title.
  const toInterviewers = interviewers.map(({ name, email, language: panelLanguage }): ComposedMail => {
    const staff = INTERVIEWER_TEXTS[panelLanguage];
    const arabic = panelLanguage === 'ar';
    const panelPosition = arabic
      ? singleLine(applicant.positionAr?.trim() || applicant.position)
      : englishPosition;
    const named = (value: string) => (arabic ? isolate(value) : value);
    return {
      template: `interview-${kind}-panel`,
      language: panelLanguage,
      recipient: email,
      recipientName: name,
      attachments: calendarFile(
        kind,
        interviewCalendar(interview, kind, {
          title: staff.eventTitle(applicantName, panelPosition),
          description: [
            ...place(APPLICANT_TEXTS[panelLanguage]),
            staff.eventApplication(context.adminUrl),
          ].join('\n'),
          ...people,
        }),
      ),
      // The panel's copy names the applicant too: it goes with the application.
      applicationIds: [interview.applicationId],
      ...render(
        {
          subject: staff.subject[kind](named(applicantName), named(panelPosition)),
          paragraphs: [
            staff.intro[kind](named(applicantName)),
            ...(kind === 'cancellation' ? [] : [staff.scorecard]),
          ],
          facts: facts(APPLICANT_TEXTS[panelLanguage], panelLanguage),
          actions: [{ label: staff.action, url: context.adminUrl }],
        },
        company,
        MAIL_TEXTS[panelLanguage],
      ),
    };
  });
  return context.toApplicant === false ? toInterviewers : [toApplicant, ...toInterviewers];
}
