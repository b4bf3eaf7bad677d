import type { AdminJob } from '@uaq/contract';
import {
  addRequirementRow,
  canRemoveRequirementRow,
  emptyJobForm,
  formToJobInput,
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
  experience: '2-5 years',
  requirements: [],
  salary: null,
  status: 'closed',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  applicationCount: 2,
};

describe('job form rules', () => {
  it('starts blank with one empty requirement row and status active', () => {
    expect(emptyJobForm()).toEqual({
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
      experience: '1 year',
      description: 'Text',
      requirements: ['Civil Defence card', '   ', '', ' Driving licence '],
      salary: '  ',
    });
    expect(input.requirements).toEqual(['Civil Defence card', 'Driving licence']);
    expect(input.salary).toBeNull();
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
      descriptionAr: '  ',
      requirementsAr: 'بطاقة الدفاع المدني\n   \n رخصة قيادة \n',
    });
    expect(input).toMatchObject({
      titleAr: 'فني إنذار حريق',
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
    expect(form.salary).toBe('');
    expect(form.status).toBe('closed');
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
