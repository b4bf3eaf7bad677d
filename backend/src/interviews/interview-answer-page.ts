import { INTERVIEW_ANSWER_TEXTS, type InterviewAnswer, type Language } from '@uaq/contract';
import { INTERVIEW_ANSWER_TEXTS_AR } from '@uaq/contract/interviews.ar';
import {
  answerFacts,
  answerOutcome,
  answerPage,
  answerStep,
  type AnswerPageCompany,
} from '../platform/answer-links/answer-page';
import { INTERVIEW_ANSWER_PATH } from './interview-answer-link';
import type { Interview } from './interview.entity';
import { interviewWhen } from './interview-when';

/** What the applicant's link leads to: the question (GET), the recorded answer (POST), or why not. */
export type AnswerPageState =
  | { kind: 'confirm' | 'done'; answer: InterviewAnswer; interview: Interview }
  | { kind: 'invalid' | 'expired' | 'outdated' | 'cancelled' };

const TEXTS = { en: INTERVIEW_ANSWER_TEXTS, ar: INTERVIEW_ANSWER_TEXTS_AR };

/** The applicant's interview invitation page, in the language the applicant applied in. */
export function interviewAnswerPage(
  state: AnswerPageState,
  language: Language,
  company: AnswerPageCompany,
  token: string,
): string {
  const t = TEXTS[language];
  let body: string;
  if (state.kind === 'confirm' || state.kind === 'done') {
    const { interview, answer } = state;
    const facts: Array<readonly [string, string]> = [[t.when, interviewWhen(interview, language)]];
    if (interview.location) facts.push([t.where, interview.location]);
    if (interview.meetingUrl) facts.push([t.meeting, interview.meetingUrl]);
    body = answerFacts(facts) + answerStep(state.kind, answer, t, { action: INTERVIEW_ANSWER_PATH, token });
  } else {
    body = answerOutcome('alert', t[state.kind]);
  }
  return answerPage({ language, title: t.title, company, body, contact: t.contact });
}
