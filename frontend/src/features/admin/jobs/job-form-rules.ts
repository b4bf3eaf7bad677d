import {
  JOB_TERM_MESSAGES,
  jobTermErrors,
  resumeRequired,
  type AdminJob,
  type Emirate,
  type JobInput,
  type JobStatus,
  type JobType,
} from '@uaq/contract';

/** What the job modal edits: every field as the inputs hold it (numbers as typed, '' when blank). */
export interface JobFormValues {
  title: string;
  location: string;
  /** '': the emirate the location names (the server reads it). */
  emirate: Emirate | '';
  type: JobType | '';
  experienceMinYears: string;
  experienceMaxYears: string;
  description: string;
  requirements: string[];
  /** Monthly pay in AED. */
  salaryMin: string;
  salaryMax: string;
  status: JobStatus;
  /** The Arabic twins, optional: the Arabic careers pages show the English where they are blank. */
  titleAr: string;
  locationAr: string;
  descriptionAr: string;
  /** One requirement per line. */
  requirementsAr: string;
  /** The closing day as the date input holds it (YYYY-MM-DD, empty: none). */
  closesOn: string;
  resumeOptional: boolean;
}

/** The blank form: one empty requirement row and status active. */
export function emptyJobForm(): JobFormValues {
  return {
    title: '',
    location: '',
    emirate: '',
    type: '',
    experienceMinYears: '',
    experienceMaxYears: '',
    description: '',
    requirements: [''],
    salaryMin: '',
    salaryMax: '',
    status: 'active',
    titleAr: '',
    locationAr: '',
    descriptionAr: '',
    requirementsAr: '',
    closesOn: '',
    resumeOptional: true,
  };
}

export function jobToForm(job: AdminJob): JobFormValues {
  return {
    title: job.title,
    location: job.location,
    emirate: job.emirate ?? '',
    type: job.type,
    experienceMinYears: String(job.experienceMinYears),
    experienceMaxYears: numberText(job.experienceMaxYears),
    description: job.description,
    requirements: job.requirements.length > 0 ? [...job.requirements] : [''],
    salaryMin: numberText(job.salaryMin),
    salaryMax: numberText(job.salaryMax),
    status: job.status,
    titleAr: job.titleAr ?? '',
    locationAr: job.locationAr ?? '',
    descriptionAr: job.descriptionAr ?? '',
    requirementsAr: (job.requirementsAr ?? []).join('\n'),
    closesOn: job.closesOn ?? '',
    resumeOptional: !resumeRequired(job),
  };
}

const numberText = (value: number | null) => (value === null ? '' : String(value));
/** A number field as the API takes it: null when blank (the server checks the rest). */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * The checks the form makes before sending: minimum experience given, and the contract's rule for
 * the experience and salary ranges (a minimum above the maximum is refused with the server's words).
 */
export function jobFormErrors(values: JobFormValues): Record<string, string> {
  const errors: Record<string, string> = jobTermErrors({
    experienceMinYears: numberOrNull(values.experienceMinYears),
    experienceMaxYears: numberOrNull(values.experienceMaxYears),
    salaryMin: numberOrNull(values.salaryMin),
    salaryMax: numberOrNull(values.salaryMax),
  });
  if (values.experienceMinYears.trim() === '') {
    errors.experienceMinYears = JOB_TERM_MESSAGES.experienceMinRequired;
  }
  return errors;
}

/**
 * Empty or whitespace-only requirement rows (and Arabic requirement lines) are dropped on save; a
 * blank salary, maximum or Arabic text is sent as null.
 */
export function formToJobInput(values: JobFormValues): JobInput {
  if (values.type === '') throw new Error('A job type must be chosen before saving');
  const arabicRequirements = values.requirementsAr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return {
    title: values.title.trim(),
    location: values.location.trim(),
    emirate: values.emirate || null,
    type: values.type,
    experienceMinYears: Number(values.experienceMinYears),
    experienceMaxYears: numberOrNull(values.experienceMaxYears),
    description: values.description.trim(),
    requirements: values.requirements.map((row) => row.trim()).filter((row) => row !== ''),
    salaryMin: numberOrNull(values.salaryMin),
    salaryMax: numberOrNull(values.salaryMax),
    status: values.status,
    titleAr: values.titleAr.trim() || null,
    locationAr: values.locationAr.trim() || null,
    descriptionAr: values.descriptionAr.trim() || null,
    requirementsAr: arabicRequirements.length > 0 ? arabicRequirements : null,
    closesOn: values.closesOn || null,
    resumeOptional: values.resumeOptional,
  };
}

export function addRequirementRow(rows: string[]): string[] {
  return [...rows, ''];
}

/** A row can be removed only while more than one is left. */
export function canRemoveRequirementRow(rows: string[]): boolean {
  return rows.length > 1;
}

export function removeRequirementRow(rows: string[], index: number): string[] {
  if (!canRemoveRequirementRow(rows)) return rows;
  return rows.filter((_, rowIndex) => rowIndex !== index);
}

export function updateRequirementRow(rows: string[], index: number, text: string): string[] {
  return rows.map((row, rowIndex) => (rowIndex === index ? text : row));
}
