import { AppError } from '../../platform/common/errors/app-error';
import { createValidationPipe } from '../../platform/common/pipes/validation.pipe';
import { JobInputDto } from './job-input.dto';

const valid = {
  title: 'HSE Officer',
  description: 'Site safety.',
  location: 'Umm Al Quwain',
  type: 'Full-time',
  experienceMinYears: 3,
  experienceMaxYears: 5,
  requirements: ['NEBOSH'],
};

const validate = (body: Record<string, unknown>) =>
  createValidationPipe().transform(body, { type: 'body', metatype: JobInputDto }) as Promise<JobInputDto>;

async function errorsOf(body: Record<string, unknown>): Promise<Record<string, string>> {
  const error = await validate(body).then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error('expected the body to be refused');
  return error.errors ?? {};
}

describe('JobInputDto', () => {
  it('trims text, drops blank requirement rows and takes a job without salary', async () => {
    await expect(
      validate({ ...valid, title: ' HSE Officer ', requirements: [' a ', '', '  ', 'b'], salaryMin: null }),
    ).resolves.toMatchObject({ title: 'HSE Officer', requirements: ['a', 'b'], salaryMin: null });
  });

  it('checks the experience and salary ranges with the contract rule', async () => {
    await expect(
      errorsOf({ ...valid, experienceMaxYears: 2, salaryMin: 9000, salaryMax: 8000 }),
    ).resolves.toEqual({
      experienceMaxYears: 'Maximum experience must not be less than the minimum',
      salaryMax: 'Maximum salary must not be less than the minimum',
    });
    await expect(errorsOf({ ...valid, salaryMax: 8000 })).resolves.toEqual({
      salaryMin: 'Give the minimum salary, or leave both salary fields empty',
    });
    await expect(errorsOf({ ...valid, experienceMinYears: undefined })).resolves.toEqual({
      experienceMinYears: 'Minimum experience is required (0 for none)',
    });
    await expect(validate({ ...valid, salaryMin: 4000, salaryMax: 4000 })).resolves.toBeInstanceOf(
      JobInputDto,
    );
  });

  it('reports "required" before any other rule for a missing field', async () => {
    await expect(errorsOf({ ...valid, title: undefined, type: '' })).resolves.toEqual({
      title: 'Title is required',
      type: 'Type is required',
    });
  });

  it('applies the bounds of JOB_LIMITS', async () => {
    await expect(errorsOf({ ...valid, location: 'x'.repeat(101) })).resolves.toEqual({
      location: 'Location must be at most 100 characters',
    });
    await expect(errorsOf({ ...valid, requirements: ['y'.repeat(501)] })).resolves.toEqual({
      requirements: 'Each requirement must be at most 500 characters',
    });
    await expect(validate({ ...valid, title: 'x'.repeat(150) })).resolves.toBeInstanceOf(JobInputDto);
  });
});
