import { resumeRequired, type AdminJob, type JobInput, type JobStatus, type JobType } from '@uaq/contract';

/** What the job modal edits: every field as the inputs hold it. */
export interface JobFormValues {
  title: string;
  location: string;
  type: JobType | '';
  experience: string;
  description: string;
  requirements: string[];
  salary: string;
  status: JobStatus;
  /** The Arabic twins, optional: the Arabic careers pages show the English where they are blank. */
  titleAr: string;
  descriptionAr: string;
  /** One requirement per line. */
  requirementsAr: string;
  /** The closing day as the date input holds it (YYYY-MM-DD, empty: none). */
  closesOn: string;
  resumeOptional: boolean;
}

/** The blank form: one empty requirement row and status active (site-spec section 4). */
export function emptyJobForm(): JobFormValues {
  return {
    title: '',
    location: '',
    type: '',
    experience: '',
    description: '',
    requirements: [''],
    salary: '',
    status: 'active',
    titleAr: '',
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
    type: job.type,
    experience: job.experience,
    description: job.description,
    requirements: job.requirements.length > 0 ? [...job.requirements] : [''],
    salary: job.salary ?? '',
    status: job.status,
    titleAr: job.titleAr ?? '',
    descriptionAr: job.descriptionAr ?? '',
    requirementsAr: (job.requirementsAr ?? []).join('\n'),
    closesOn: job.closesOn ?? '',
    resumeOptional: !resumeRequired(job),
  };
}

/**
 * Empty or whitespace-only requirement rows (and Arabic requirement lines) are dropped on save; a
 * blank salary or Arabic text is sent as null.
 */
export function formToJobInput(values: JobFormValues): JobInput {
  if (values.type === '') throw new Error('A job type must be chosen before saving');
  const salary = values.salary.trim();
  const arabicRequirements = values.requirementsAr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return {
    title: values.title.trim(),
    location: values.location.trim(),
    type: values.type,
    experience: values.experience.trim(),
    description: values.description.trim(),
    requirements: values.requirements.map((row) => row.trim()).filter((row) => row !== ''),
    salary: salary === '' ? null : salary,
    status: values.status,
    titleAr: values.titleAr.trim() || null,
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
