import { AppError } from '../../common/errors/app-error';
import { createValidationPipe } from '../../common/pipes/validation.pipe';
import { JobInputDto } from './job-input.dto';

const valid = {
  title: 'HSE Officer',
  description: 'Site safety.',
  location: 'Umm Al Quwain',
  type: 'Full-time',
  experience: '3-5 years',
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
  it('trims text, drops blank requirement rows and turns an empty salary into null', async () => {
    await expect(
      validate({ ...valid, title: ' HSE Officer ', requirements: [' a ', '', '  ', 'b'], salary: '  ' }),
    ).resolves.toMatchObject({ title: 'HSE Officer', requirements: ['a', 'b'], salary: null });
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
