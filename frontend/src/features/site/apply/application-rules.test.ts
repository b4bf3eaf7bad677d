import { APPLICATION_MESSAGES, JOB_CLOSING_MESSAGES } from '@uaq/contract';
import {
  applicationFormData,
  EMPTY_APPLICATION,
  resumeError,
  validateApplication,
  type ApplicationValues,
} from './application-rules';

const valid: ApplicationValues = {
  firstName: 'Aisha',
  lastName: 'Rahman',
  email: 'aisha@example.com',
  phone: '+971 50 000 0000',
  address: 'Al Raas, Umm Al Quwain',
  linkedinUrl: '',
  coverLetter: 'I have five years of experience.',
  consent: true,
  resume: null,
};

describe('validateApplication', () => {
  it('accepts a complete application', () => {
    expect(validateApplication(valid)).toEqual({});
  });

  it('asks for a resume only when the job needs one', () => {
    const required = { required: true, missing: JOB_CLOSING_MESSAGES.resumeMissing };
    expect(validateApplication(valid, APPLICATION_MESSAGES, required)).toEqual({
      resume: JOB_CLOSING_MESSAGES.resumeMissing,
    });
    const resume = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    expect(validateApplication({ ...valid, resume }, APPLICATION_MESSAGES, required)).toEqual({});
    expect(validateApplication(valid, APPLICATION_MESSAGES, { ...required, required: false })).toEqual({});
  });

  it('gives every required field its own message, whitespace counting as empty', () => {
    expect(validateApplication({ ...EMPTY_APPLICATION, firstName: '   ', coverLetter: '\n' })).toEqual({
      firstName: APPLICATION_MESSAGES.firstNameRequired,
      lastName: APPLICATION_MESSAGES.lastNameRequired,
      email: APPLICATION_MESSAGES.emailRequired,
      phone: APPLICATION_MESSAGES.phoneRequired,
      address: APPLICATION_MESSAGES.addressRequired,
      coverLetter: APPLICATION_MESSAGES.coverLetterRequired,
      consent: APPLICATION_MESSAGES.consentRequired,
    });
  });

  it.each([
    'aisha',
    'aisha@example',
    '@example.com',
    'aisha@.com x',
    'a b@example.com',
    'aisha@example.com:25',
    'aisha@1.2.3',
  ])('refuses the e-mail %p', (email) => {
    expect(validateApplication({ ...valid, email }).email).toBe(APPLICATION_MESSAGES.emailInvalid);
  });

  it.each(['maríam@gmäil.com', ' Aisha@EXAMPLE.com ', 'hr@موقع.امارات'])(
    'accepts the e-mail %p, as the server does (IDNA in the browser too)',
    (email) => {
      expect(validateApplication({ ...valid, email })).toEqual({});
    },
  );

  it.each(['https://www.linkedin.com/in/aisha', 'linkedin.com/in/aisha', ' HTTPS://LINKEDIN.COM/in/a '])(
    'accepts the LinkedIn URL %p',
    (linkedinUrl) => {
      expect(validateApplication({ ...valid, linkedinUrl })).toEqual({});
    },
  );

  // The server refuses a scheme without "//" (https:linkedin.com): so does the form, by the same rule.
  it.each(['https://example.com/aisha', 'javascript:alert(1)//linkedin.com', 'https:linkedin.com/in/aisha'])(
    'refuses the LinkedIn URL %p',
    (linkedinUrl) => {
      expect(validateApplication({ ...valid, linkedinUrl }).linkedinUrl).toBe(
        APPLICATION_MESSAGES.linkedinInvalid,
      );
    },
  );
});

describe('resumeError', () => {
  const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

  it.each(['cv.pdf', 'CV.PDF', 'cv.doc', 'cv.docx'])('accepts %s', (name) => {
    expect(resumeError(file(name, 1000))).toBeNull();
  });

  it.each(['cv.txt', 'cv.pdf.exe', 'cv'])('refuses %s by its extension', (name) => {
    expect(resumeError(file(name, 1000))).toBe(APPLICATION_MESSAGES.resumeType);
  });

  it('accepts exactly 5 MB and refuses one byte more', () => {
    expect(resumeError(file('cv.pdf', 5 * 1024 * 1024))).toBeNull();
    expect(resumeError(file('cv.pdf', 5 * 1024 * 1024 + 1))).toBe(APPLICATION_MESSAGES.resumeSize);
  });
});

describe('applicationFormData', () => {
  it('sends trimmed fields, the job, the consent and the resume; an empty LinkedIn URL is left out', () => {
    const resume = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    const body = applicationFormData(
      { ...valid, firstName: '  Aisha ', coverLetter: '\n Hello \n', linkedinUrl: '   ', resume },
      { id: 7, title: 'Fire Alarm Technician' },
    );
    expect(Object.fromEntries([...body.entries()].filter(([key]) => key !== 'resume'))).toEqual({
      firstName: 'Aisha',
      lastName: 'Rahman',
      email: 'aisha@example.com',
      phone: '+971 50 000 0000',
      address: 'Al Raas, Umm Al Quwain',
      coverLetter: 'Hello',
      position: 'Fire Alarm Technician',
      jobId: '7',
      consent: 'true',
    });
    expect((body.get('resume') as File).name).toBe('cv.pdf');
  });
});
