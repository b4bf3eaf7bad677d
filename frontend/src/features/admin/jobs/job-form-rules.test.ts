import { JOB_TERM_MESSAGES, type AdminJob } from '@uaq/contract';
import {
  addRequirementRow,
  canRemoveRequirementRow,
  emptyJobForm,
  formToJobInput,
  jobFormErrors,
  jobToForm,
  removeRequirementRow,
  updateRequirementRow,
} from './job-form-rules';

const job: AdminJob = {
  id: 3,
  title: 'Fire Alarm Technician',
  description: 'Installs panels',
  location: 'Umm Al Quwain',
  type: 'Full-time',
  experienceMinYears: 2,
  experienceMaxYears: 5,
  requirements: [],
  salaryMin: null,
  salaryMax: null,
  status: 'closed',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  applicationCount: 2,
  arabicMissing: ['title', 'description', 'location'],
};

describe('job form rules', () => {
  it('starts blank with one empty requirement row and status active', () => {
    expect(emptyJobForm()).toEqual({
      title: '',
      location: '',
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
    });
  });

  it('sends the closing day as typed (blank: none) and the walk-in flag', () => {
    const form = { ...emptyJobForm(), type: 'Full-time' as const };
    expect(formToJobInput({ ...form, closesOn: '2026-12-31', resumeOptional: false })).toMatchObject({
      closesOn: '2026-12-31',
      resumeOptional: false,
    });
    expect(formToJobInput(form)).toMatchObject({ closesOn: null, resumeOptional: true });
  });

  it('drops empty and whitespace-only requirement rows and sends a blank salary as null', () => {
    const input = formToJobInput({
      ...emptyJobForm(),
      title: ' Technician ',
      location: 'UAQ',
      type: 'Contract',
      experienceMinYears: '1',
      description: 'Text',
      requirements: ['Civil Defence card', '   ', '', ' Driving licence '],
      salaryMin: '  ',
    });
    expect(input.requirements).toEqual(['Civil Defence card', 'Driving licence']);
    expect(input).toMatchObject({
      experienceMinYears: 1,
      experienceMaxYears: null,
      salaryMin: null,
      salaryMax: null,
    });
    expect(input.title).toBe('Technician');
    expect(input.status).toBe('active');
  });

  it('sends the Arabic fields trimmed, one requirement per line, and blank ones as null', () => {
    const filled = { ...emptyJobForm(), type: 'Contract' as const };
    expect(formToJobInput(filled)).toMatchObject({
      titleAr: null,
      descriptionAr: null,
      requirementsAr: null,
    });
    const input = formToJobInput({
      ...filled,
      titleAr: ' فني إنذار حريق ',
      locationAr: ' أم القيوين ',
      descriptionAr: '  ',
      requirementsAr: 'بطاقة الدفاع المدني\n   \n رخصة قيادة \n',
    });
    expect(input).toMatchObject({
      titleAr: 'فني إنذار حريق',
      locationAr: 'أم القيوين',
      descriptionAr: null,
      requirementsAr: ['بطاقة الدفاع المدني', 'رخصة قيادة'],
    });
  });

  it('edits the Arabic requirements as lines, and a job without Arabic as blank fields', () => {
    expect(jobToForm({ ...job, requirementsAr: ['أ', 'ب'] }).requirementsAr).toBe('أ\nب');
    expect(jobToForm(job)).toMatchObject({ titleAr: '', descriptionAr: '', requirementsAr: '' });
  });

  it('refuses to build a body without a job type', () => {
    expect(() => formToJobInput(emptyJobForm())).toThrow('A job type must be chosen');
  });

  it('edits a job with no requirements as one empty row and a null salary as blank', () => {
    const form = jobToForm(job);
    expect(form.requirements).toEqual(['']);
    expect(form).toMatchObject({
      salaryMin: '',
      salaryMax: '',
      experienceMinYears: '2',
      experienceMaxYears: '5',
    });
    expect(form.status).toBe('closed');
  });

  it('refuses a minimum above the maximum, and a maximum salary without a minimum, in the API’s words', () => {
    const form = { ...emptyJobForm(), type: 'Contract' as const };
    expect(jobFormErrors({ ...form, experienceMinYears: '5', experienceMaxYears: '3' })).toEqual({
      experienceMaxYears: JOB_TERM_MESSAGES.experienceMaxBelowMin,
    });
    expect(jobFormErrors({ ...form, experienceMinYears: '1', salaryMin: '9000', salaryMax: '8000' })).toEqual(
      { salaryMax: JOB_TERM_MESSAGES.salaryMaxBelowMin },
    );
    expect(jobFormErrors({ ...form, experienceMinYears: '1', salaryMax: '8000' })).toEqual({
      salaryMin: JOB_TERM_MESSAGES.salaryMinRequired,
    });
    expect(jobFormErrors(form)).toEqual({ experienceMinYears: JOB_TERM_MESSAGES.experienceMinRequired });
    expect(jobFormErrors({ ...form, experienceMinYears: '0', salaryMin: '4000', salaryMax: '4000' })).toEqual(
      {},
    );
  });

  it('adds rows and removes one only while more than one is left', () => {
    let rows = addRequirementRow(['a']);
    expect(rows).toEqual(['a', '']);
    expect(canRemoveRequirementRow(rows)).toBe(true);
    rows = updateRequirementRow(rows, 1, 'b');
    rows = removeRequirementRow(rows, 0);
    expect(rows).toEqual(['b']);
    expect(canRemoveRequirementRow(rows)).toBe(false);
    expect(removeRequirementRow(rows, 0)).toEqual(['b']);
  });
});
