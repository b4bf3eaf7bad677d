import { INTERVIEW_ANSWER_TEXTS } from '@uaq/contract';
import { INTERVIEW_ANSWER_TEXTS_AR } from '@uaq/contract/interviews.ar';
import { INTERVIEW_MAIL_TEXTS, INTERVIEWER_MAIL_TEXTS } from './interview-mail.texts';
import { INTERVIEW_MAIL_TEXTS_AR, INTERVIEWER_MAIL_TEXTS_AR } from './interview-mail.texts.ar';

const ARABIC = /[\u0600-\u06ff]/;

/** Every text of `texts` as [path, string], functions called with sample values. */
function flatten(texts: unknown, path = ''): [string, string][] {
  if (typeof texts === 'string') return [[path, texts]];
  if (typeof texts === 'function') return flatten((texts as (...args: string[]) => unknown)('X', 'Y'), path);
  if (Array.isArray(texts)) return texts.flatMap((text, index) => flatten(text, `${path}[${index}]`));
  return Object.entries(texts as Record<string, unknown>).flatMap(([key, value]) =>
    flatten(value, path ? `${path}.${key}` : key),
  );
}

describe.each([
  ['the interview e-mails', INTERVIEW_MAIL_TEXTS, INTERVIEW_MAIL_TEXTS_AR],
  ["the interviewers' e-mails", INTERVIEWER_MAIL_TEXTS, INTERVIEWER_MAIL_TEXTS_AR],
  ['the answer page', INTERVIEW_ANSWER_TEXTS, INTERVIEW_ANSWER_TEXTS_AR],
])('Arabic of %s', (_name, english, arabic) => {
  it('has the English keys, each in Arabic', () => {
    const en = flatten(english);
    const ar = flatten(arabic);
    expect(ar.map(([path]) => path)).toEqual(en.map(([path]) => path));
    expect(ar.filter(([, text]) => !ARABIC.test(text))).toEqual([]);
  });
});
