import { createValidationPipe } from '../../platform/common/pipes/validation.pipe';
import { AppError } from '../../platform/common/errors/app-error';
import { APPLICATION_MESSAGES as MESSAGES } from '@uaq/contract';
import { ApplyDto } from './apply.dto';

const valid = {
  firstName: 'Aisha',
  lastName: 'Rahman',
  email: 'aisha@example.com',
  phone: '+971 50 000 0000',
  address: 'Al Raas, Umm Al Quwain',
  coverLetter: 'Four years with addressable panels.',
  jobId: 3,
  consent: true,
};

async function validate(body: Record<string, unknown>): Promise<ApplyDto> {
  return (await createValidationPipe().transform(body, { type: 'body', metatype: ApplyDto })) as ApplyDto;
}

async function errorsOf(body: Record<string, unknown>): Promise<Record<string, string>> {
  try {
    await validate(body);
  } catch (error) {
    if (error instanceof AppError) return error.errors ?? {};
    throw error;
  }
  throw new Error('expected the body to be refused');
}

describe('ApplyDto (the spec validation table)', () => {
  it("trims every field and writes the email in the contract's one form (domain lower-case ASCII)", async () => {
    const input = await validate({
      ...valid,
      firstName: '  Aisha ',
      email: ' Aisha@Exämple.COM ',
      address: ' x ',
    });
    expect(input).toMatchObject({ firstName: 'Aisha', email: 'Aisha@xn--exmple-cua.com', address: 'x' });
  });

  it.each([
    ['firstName', MESSAGES.firstNameRequired],
    ['lastName', MESSAGES.lastNameRequired],
    ['email', MESSAGES.emailRequired],
    ['phone', MESSAGES.phoneRequired],
    ['address', MESSAGES.addressRequired],
    ['coverLetter', MESSAGES.coverLetterRequired],
  ])('%s blank after trimming → "%s"', async (field, message) => {
    await expect(errorsOf({ ...valid, [field]: '   ' })).resolves.toEqual({ [field]: message });
  });

  it.each(['plain', 'a@b', '@b.c', 'a@.c x', 'a b@c.d', 'a@b.c:25', 'a@1.2.3', 'a@[10.0.0.1]'])(
    'email %j → "Email is invalid"',
    async (email) => {
      await expect(errorsOf({ ...valid, email })).resolves.toEqual({ email: MESSAGES.emailInvalid });
    },
  );

  it('accepts text@text.text emails', async () => {
    await expect(validate({ ...valid, email: 'x@y.z' })).resolves.toMatchObject({ email: 'x@y.z' });
  });

  it('LinkedIn: optional, empty → null, must contain linkedin.com, no script scheme', async () => {
    await expect(validate({ ...valid, linkedinUrl: '  ' })).resolves.toMatchObject({ linkedinUrl: null });
    await expect(validate({ ...valid, linkedinUrl: 'linkedin.com/in/aisha' })).resolves.toMatchObject({
      linkedinUrl: 'linkedin.com/in/aisha',
    });
    for (const linkedinUrl of ['https://example.com/aisha', 'javascript:alert(1)//linkedin.com']) {
      await expect(errorsOf({ ...valid, linkedinUrl })).resolves.toEqual({
        linkedinUrl: MESSAGES.linkedinInvalid,
      });
    }
  });

  it('requires consent to be true; multipart "true" and "on" count, "false" does not', async () => {
    await expect(errorsOf({ ...valid, consent: undefined })).resolves.toEqual({
      consent: MESSAGES.consentRequired,
    });
    await expect(errorsOf({ ...valid, consent: 'false' })).resolves.toEqual({
      consent: MESSAGES.consentRequired,
    });
    await expect(validate({ ...valid, consent: 'on' })).resolves.toMatchObject({ consent: true });
    await expect(validate({ ...valid, consent: 'true' })).resolves.toMatchObject({ consent: true });
  });

  it('turns a multipart jobId into a number and refuses a non-integer one', async () => {
    await expect(validate({ ...valid, jobId: '12' })).resolves.toMatchObject({ jobId: 12 });
    await expect(errorsOf({ ...valid, jobId: '1.5' })).resolves.toEqual({ jobId: MESSAGES.jobNotFound });
  });

  it('refuses unknown fields', async () => {
    await expect(errorsOf({ ...valid, status: 'hired' })).resolves.toEqual({
      status: 'Unknown field: status',
    });
  });
});
