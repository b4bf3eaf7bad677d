import { APPLICATION_MESSAGES, QUOTE_MESSAGES, REQUEST_MESSAGES } from '@uaq/contract';
import { APPLICATION_MESSAGES_AR, QUOTE_MESSAGES_AR, REQUEST_MESSAGES_AR } from '@uaq/contract/messages.ar';
import { JOB_TERM_MESSAGES } from '@uaq/contract';
import { JOB_TERM_MESSAGES_AR } from '@uaq/contract/job-terms.ar';
import { PHONE_MESSAGES } from '@uaq/contract/phone';
import { PHONE_MESSAGES_AR } from '@uaq/contract/phone-messages.ar';
import { errorsInLanguage, inLanguage } from './arabic-messages';

describe('messages in the visitor language', () => {
  it('gives the Arabic twin of a contract message', () => {
    expect(inLanguage(APPLICATION_MESSAGES.emailInvalid, 'ar')).toBe(APPLICATION_MESSAGES_AR.emailInvalid);
    expect(inLanguage(QUOTE_MESSAGES.areaInvalid, 'ar')).toBe(QUOTE_MESSAGES_AR.areaInvalid);
    expect(inLanguage(REQUEST_MESSAGES.tooManyMessages, 'ar')).toBe(REQUEST_MESSAGES_AR.tooManyMessages);
  });

  it('translates the phone rule and the job range rule', () => {
    expect(inLanguage(PHONE_MESSAGES.phoneInvalid, 'ar')).toBe(PHONE_MESSAGES_AR.phoneInvalid);
    expect(inLanguage(JOB_TERM_MESSAGES.salaryMaxBelowMin, 'ar')).toBe(
      JOB_TERM_MESSAGES_AR.salaryMaxBelowMin,
    );
  });

  it('fills the parameter of a formatted message into its twin', () => {
    expect(inLanguage(REQUEST_MESSAGES.unknownField('isAdmin'), 'ar')).toBe('حقل غير معروف: isAdmin');
    expect(inLanguage(REQUEST_MESSAGES.oneFileOnly('resume'), 'ar')).toBe(
      REQUEST_MESSAGES_AR.oneFileOnly('resume'),
    );
  });

  it('leaves English alone, and a sentence without a twin in English', () => {
    expect(inLanguage(APPLICATION_MESSAGES.emailInvalid, 'en')).toBe(APPLICATION_MESSAGES.emailInvalid);
    expect(inLanguage('Invalid username or password', 'ar')).toBe('Invalid username or password');
  });

  it('turns every field of an errors map', () => {
    expect(
      errorsInLanguage(
        { email: APPLICATION_MESSAGES.emailRequired, extra: REQUEST_MESSAGES.unknownField('extra') },
        'ar',
      ),
    ).toEqual({
      email: APPLICATION_MESSAGES_AR.emailRequired,
      extra: REQUEST_MESSAGES_AR.unknownField('extra'),
    });
  });
});
