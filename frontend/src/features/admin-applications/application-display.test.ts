import {
  applicantLocation,
  applicantName,
  appliedJobTitle,
  applicationStatus,
  coverLetterIsLong,
  coverLetterPreview,
  toGroupViews,
} from './application-display';
import {
  applicationQueryParams,
  applicationQueryString,
  NO_APPLICATION_FILTERS,
} from './application-filters';

describe('application display fallbacks', () => {
  it('names the applicant by full name, else first plus last name, else N/A', () => {
    expect(applicantName({ fullName: 'Aisha Khan', firstName: 'X', lastName: 'Y' })).toBe('Aisha Khan');
    expect(applicantName({ fullName: ' ', firstName: 'Omar', lastName: 'Saeed' })).toBe('Omar Saeed');
    expect(applicantName({ lastName: 'Saeed' })).toBe('Saeed');
    expect(applicantName({})).toBe('N/A');
  });

  it('shows the job title, else the position text, else N/A', () => {
    expect(appliedJobTitle({ jobDetails: { title: 'Engineer' } as never, position: 'Old' })).toBe('Engineer');
    expect(appliedJobTitle({ jobDetails: null, position: 'Deleted job' })).toBe('Deleted job');
    expect(appliedJobTitle({})).toBe('N/A');
  });

  it('shows location, else address, else Not provided', () => {
    expect(applicantLocation({ location: 'Dubai', address: 'Street 1' })).toBe('Dubai');
    expect(applicantLocation({ address: 'Street 1' })).toBe('Street 1');
    expect(applicantLocation({ address: '' })).toBe('Not provided');
  });

  it('reads a missing status as pending', () => {
    expect(applicationStatus({})).toBe('pending');
    expect(applicationStatus({ status: 'hired' })).toBe('hired');
  });

  it('previews a cover letter over 200 characters and shows all of it when expanded', () => {
    const long = 'a'.repeat(250);
    expect(coverLetterIsLong(long)).toBe(true);
    expect(coverLetterPreview(long, false)).toBe(`${'a'.repeat(200)}...`);
    expect(coverLetterPreview(long, true)).toBe(long);
    expect(coverLetterIsLong('a'.repeat(200))).toBe(false);
    expect(coverLetterPreview('short', false)).toBe('short');
    expect(coverLetterPreview(undefined, false)).toBe('');
  });
});

describe('toGroupViews', () => {
  it('skips entries without job details and fills every missing field', () => {
    const [view, ...rest] = toGroupViews([
      { jobId: 1, jobDetails: null, applications: [] },
      { jobId: 2, jobDetails: { id: 2 }, statistics: { total: 3, hired: 1 } },
    ]);
    expect(rest).toHaveLength(0);
    expect(view).toMatchObject({
      jobId: 2,
      title: 'Untitled Job',
      location: 'Location not specified',
      type: 'Type not specified',
      salary: 'Salary not specified',
      status: 'Status unknown',
      postedAt: null,
      applications: [],
    });
    expect(view.statistics).toEqual({
      total: 3,
      pending: 0,
      reviewing: 0,
      shortlisted: 0,
      interviewed: 0,
      hired: 1,
      rejected: 0,
      accepted: 0,
    });
  });
});

describe('application filters', () => {
  it('sends only the filters in use, search trimmed', () => {
    expect(applicationQueryParams(NO_APPLICATION_FILTERS)).toEqual({});
    expect(applicationQueryParams({ search: '  omar ', status: 'reviewing', jobId: 4 })).toEqual({
      search: 'omar',
      status: 'reviewing',
      jobId: '4',
    });
    expect(applicationQueryString({ search: 'a b&c', status: '', jobId: '' })).toBe('?search=a+b%26c');
    expect(applicationQueryString(NO_APPLICATION_FILTERS)).toBe('');
  });
});
