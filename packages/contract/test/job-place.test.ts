import { emirateNamedIn, jobEmirateOf } from '../src/job-place.ts';

describe('the emirate a job’s place names', () => {
  it.each([
    ['Umm Al Quwain, UAE', 'umm-al-quwain'],
    ['Al Raas, Umm al-Quwain', 'umm-al-quwain'],
    ['UAQ Free Trade Zone', 'umm-al-quwain'],
    ['Ras Al Khaimah, UAE', 'ras-al-khaimah'],
    ['Ras al-Khaimah (Al Hamra)', 'ras-al-khaimah'],
    ['RAK Ceramics site', 'ras-al-khaimah'],
    ['Ajman Industrial Area 2', 'ajman'],
    ['Dubai Investments Park', 'dubai'],
    ['Abu Dhabi', 'abu-dhabi'],
    ['Musaffah, AbuDhabi', 'abu-dhabi'],
    ['SHARJAH', 'sharjah'],
    ['Fujeirah port', 'fujairah'],
    ['أم القيوين، الإمارات العربية المتحدة', 'umm-al-quwain'],
    ['رأس الخيمة', 'ras-al-khaimah'],
    ['عجمان', 'ajman'],
    ['في دبي', 'dubai'],
    ['بالشارقة', 'sharjah'],
    ['أبو ظبي', 'abu-dhabi'],
    ['الفجيرة', 'fujairah'],
  ])('%s → %s', (place, emirate) => {
    expect(emirateNamedIn(place)).toBe(emirate);
  });

  it('takes the first emirate a place names', () => {
    expect(emirateNamedIn('Ajman and Umm Al Quwain, UAE')).toBe('ajman');
    expect(emirateNamedIn('Umm Al Quwain and Ajman')).toBe('umm-al-quwain');
    expect(emirateNamedIn('عجمان وأم القيوين')).toBe('ajman');
  });

  it.each([
    ['Head office', null],
    ['UAE', null],
    ['', null],
    [null, null],
    // Letters of a name inside another word name nothing.
    ['Barakah site', null],
    ['Sharjahstan', null],
    ['قسم أدبي', null],
  ])('%p names none', (place, emirate) => {
    expect(emirateNamedIn(place)).toBe(emirate);
  });
});

describe('a job’s emirate when HR chose none', () => {
  it('follows the English place, else the Arabic one, else the fallback', () => {
    expect(jobEmirateOf({ location: 'Ajman', locationAr: 'دبي' })).toBe('ajman');
    expect(jobEmirateOf({ location: 'Industrial area', locationAr: 'الفجيرة' })).toBe('fujairah');
    expect(jobEmirateOf({ location: 'Industrial area', locationAr: null })).toBe('umm-al-quwain');
    expect(jobEmirateOf({ location: 'Industrial area' }, 'sharjah')).toBe('sharjah');
  });
});
