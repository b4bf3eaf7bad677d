import {
  ADMIN_MESSAGES,
  englishText,
  isMessageCode,
  MESSAGE_CATALOGUE,
  MESSAGE_CODES,
  messageText,
  PUBLIC_MESSAGES,
  type MessageCode,
  type MessageParams,
} from '../src/index.ts';
import { ADMIN_MESSAGES_AR } from '../src/admin-messages.ar.ts';
import { MESSAGE_CATALOGUE_AR, PUBLIC_MESSAGES_AR } from '../src/message-catalogue.ar.ts';

const ARABIC_LETTER = /[\u0600-\u06ff]/;

/** Every code of a catalogue half, with its entry. */
const codesOf = (catalogue: Record<string, Record<string, unknown>>) =>
  Object.entries(catalogue).flatMap(([subject, messages]) =>
    Object.entries(messages).map(([key, entry]) => ({ code: `${subject}.${key}`, entry })),
  );

/** Parameters named after themselves, so a test can find each in the sentence. */
const sampleParams = (entry: unknown) =>
  Object.fromEntries(
    ((entry as { parameters?: readonly string[] }).parameters ?? []).map((name) => [name, `«${name}»`]),
  );

describe('the message catalogue', () => {
  const publicCodes = codesOf(PUBLIC_MESSAGES);

  it('splits into a public half and an admin half with no subject in both', () => {
    const publicSubjects = Object.keys(PUBLIC_MESSAGES);
    expect(Object.keys(ADMIN_MESSAGES).filter((subject) => publicSubjects.includes(subject))).toEqual([]);
    expect(Object.keys(MESSAGE_CATALOGUE).sort()).toEqual(
      [...publicSubjects, ...Object.keys(ADMIN_MESSAGES)].sort(),
    );
  });

  it('has codes of the form subject.key, each named by MESSAGE_CODES', () => {
    for (const { code } of codesOf(MESSAGE_CATALOGUE)) {
      expect(code).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z0-9]*$/);
      const [subject, key] = code.split('.');
      expect((MESSAGE_CODES as Record<string, Record<string, string>>)[subject][key]).toBe(code);
      expect(isMessageCode(code)).toBe(true);
    }
  });

  it('knows its own codes and nothing else', () => {
    expect(isMessageCode('request.notFound')).toBe(true);
    expect(isMessageCode('Not found.')).toBe(false);
    expect(isMessageCode('request.toString')).toBe(false);
    expect(isMessageCode('nowhere.notFound')).toBe(false);
    expect(messageText(PUBLIC_MESSAGES_AR, 'team.ownerOnly')).toBeUndefined();
  });

  it('has the public codes in Arabic, exactly: no code missing, none extra', () => {
    expect(
      codesOf(PUBLIC_MESSAGES_AR)
        .map(({ code }) => code)
        .sort(),
    ).toEqual(publicCodes.map(({ code }) => code).sort());
  });

  it.each(publicCodes.map(({ code, entry }) => [code, entry] as const))(
    '%s is written in both languages, every parameter put in',
    (code, entry) => {
      const params = sampleParams(entry);
      const english = messageText(MESSAGE_CATALOGUE, code, params);
      const arabic = messageText(PUBLIC_MESSAGES_AR, code, params, MESSAGE_CATALOGUE);
      expect(english).toEqual(expect.any(String));
      expect(arabic).toMatch(ARABIC_LETTER);
      for (const value of Object.values(params)) {
        expect(english).toContain(value);
        expect(arabic).toContain(value);
      }
    },
  );

  const adminCodes = codesOf(ADMIN_MESSAGES);

  it('has every admin code in Arabic too, exactly: no code missing, none extra', () => {
    expect(
      codesOf(ADMIN_MESSAGES_AR)
        .map(({ code }) => code)
        .sort(),
    ).toEqual(adminCodes.map(({ code }) => code).sort());
    expect(
      codesOf(MESSAGE_CATALOGUE_AR)
        .map(({ code }) => code)
        .sort(),
    ).toEqual(
      codesOf(MESSAGE_CATALOGUE)
        .map(({ code }) => code)
        .sort(),
    );
  });

  it.each(adminCodes.map(({ code, entry }) => [code, entry] as const))(
    'admin code %s is written in both languages, every parameter put in',
    (code, entry) => {
      const params = sampleParams(entry);
      const english = messageText(MESSAGE_CATALOGUE, code, params);
      const arabic = messageText(MESSAGE_CATALOGUE_AR, code, params, MESSAGE_CATALOGUE);
      expect(english).toEqual(expect.any(String));
      // A list of ids is the list itself, in either language.
      if (code !== 'applicationAdmin.unknownIdsList') expect(arabic).toMatch(ARABIC_LETTER);
      for (const value of Object.values(params)) {
        expect(english).toContain(value);
        expect(arabic).toContain(value);
      }
    },
  );

  it('puts named parameters where the sentence has them', () => {
    expect(englishText(MESSAGE_CODES.request.unknownField, { field: 'email' })).toBe('Unknown field: email');
    expect(
      messageText(PUBLIC_MESSAGES_AR, 'jobClosing.closed', { closedOn: '2031-03-12' }, MESSAGE_CATALOGUE),
    ).toBe('انتهى التقديم على هذه الوظيفة في 2031-03-12');
    expect(englishText(MESSAGE_CODES.siteConstants.namesClash, { clash: 'phone', key: 'Phone' })).toContain(
      '"phone" and "Phone"',
    );
  });

  it('types each code with its parameters', () => {
    const code: MessageCode = 'application.jobNotAccepting';
    const none: MessageParams<'application.jobNotAccepting'> = undefined;
    const field: MessageParams<'request.unknownField'> = { field: 'email' };
    // @ts-expect-error a sentence is not a code
    const sentence: MessageCode = 'Job not found';
    // @ts-expect-error the parameter has its own name
    const misnamed: MessageParams<'request.unknownField'> = { name: 'email' };
    expect([code, none, field, sentence, misnamed]).toHaveLength(5);
  });
});
