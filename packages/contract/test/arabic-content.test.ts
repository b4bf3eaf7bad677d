import { isEnglishOnly, jobArabicMissing, projectArabicMissing } from '../src/arabic-content.ts';

const job = {
  title: 'Pump Room Technician',
  description: 'Maintain fire pumps.',
  location: 'Ajman, UAE',
  requirements: ['Pump experience'],
  titleAr: null,
  descriptionAr: null,
  locationAr: null,
  requirementsAr: null,
};

describe('content in English and Arabic', () => {
  it('names every job text written in English only, blank Arabic counting as none', () => {
    expect(jobArabicMissing(job)).toEqual(['title', 'description', 'location', 'requirements']);
    expect(
      jobArabicMissing({ ...job, titleAr: 'فني غرفة المضخات', descriptionAr: '  ', requirementsAr: [' '] }),
    ).toEqual(['description', 'location', 'requirements']);
    // Nothing written in English asks for nothing in Arabic.
    expect(
      jobArabicMissing({
        ...job,
        titleAr: 'فني غرفة المضخات',
        descriptionAr: 'صيانة مضخات الحريق.',
        locationAr: 'عجمان',
        requirements: [],
      }),
    ).toEqual([]);
  });

  it('names every project text written in English only; a project without a client asks for none', () => {
    const project = { title: 'Clinic', description: 'Exit signs.', location: 'Ajman', client: null };
    expect(projectArabicMissing(project)).toEqual(['title', 'description', 'location']);
    expect(
      projectArabicMissing({ ...project, client: 'Operator', clientAr: 'مشغّل', titleAr: 'عيادة' }),
    ).toEqual(['description', 'location']);
  });

  it('counts an item as English only until it has both its Arabic title and description', () => {
    expect(isEnglishOnly(job)).toBe(true);
    expect(isEnglishOnly({ titleAr: 'فني غرفة المضخات', descriptionAr: ' ' })).toBe(true);
    expect(isEnglishOnly({ titleAr: 'فني غرفة المضخات', descriptionAr: 'صيانة مضخات الحريق.' })).toBe(false);
  });
});
