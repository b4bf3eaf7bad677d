import {
  applicantLocation,
  applicantName,
  appliedJobTitle,
  applicationStatus,
  toGroupViews,
} from './application-display';
import {
  addressForView,
  ALL_APPLICATIONS,
  applicationQueryParams,
  viewFromAddress,
} from './application-filters';

describe('application display fallbacks', () => {
  it('names the applicant by full name, else first plus last name, else nothing', () => {
    expect(applicantName({ fullName: 'Aisha Khan', firstName: 'X', lastName: 'Y' })).toBe('Aisha Khan');
    expect(applicantName({ fullName: ' ', firstName: 'Omar', lastName: 'Saeed' })).toBe('Omar Saeed');
    expect(applicantName({ lastName: 'Saeed' })).toBe('Saeed');
    expect(applicantName({})).toBe('');
  });

  it('shows the job title, else the position text, else nothing', () => {
    expect(appliedJobTitle({ jobDetails: { title: 'Engineer' } as never, position: 'Old' })).toBe('Engineer');
    expect(appliedJobTitle({ jobDetails: null, position: 'Deleted job' })).toBe('Deleted job');
    expect(appliedJobTitle({})).toBe('');
  });

  it('shows location, else address, else nothing', () => {
    expect(applicantLocation({ location: 'Dubai', address: 'Street 1' })).toBe('Dubai');
    expect(applicantLocation({ address: 'Street 1' })).toBe('Street 1');
    expect(applicantLocation({ address: '' })).toBe('');
  });

  it('reads a missing status as pending', () => {
    expect(applicationStatus({})).toBe('pending');
    expect(applicationStatus({ status: 'hired' })).toBe('hired');
  });
});

describe('toGroupViews', () => {
  it('skips entries without job details and leaves every missing field empty', () => {
    const [view, ...rest] = toGroupViews([
      { jobId: 1, jobDetails: null, applications: [] },
      { jobId: 2, jobDetails: { id: 2 }, statistics: { total: 3, hired: 1 } },
      { jobId: 3, jobDetails: { id: 3, type: 'Contract', salaryMin: 4500 } },
    ]);
    expect(view).toMatchObject({
      jobId: 2,
      title: '',
      location: '',
      type: null,
      salary: null,
      status: '',
      postedAt: null,
      applications: [],
    });
    expect(rest).toMatchObject([
      { jobId: 3, type: 'Contract', salary: { salaryMin: 4500, salaryMax: null } },
    ]);
    expect(view.statistics).toEqual({
      total: 3,
      pending: 0,
      reviewing: 0,
      shortlisted: 0,
      interviewed: 0,
      hired: 1,
      rejected: 0,
      withdrawn: 0,
      accepted: 0,
    });
  });
});

describe('application list view', () => {
  it('sends only what differs from the defaults, search trimmed', () => {
    expect(applicationQueryParams(ALL_APPLICATIONS)).toEqual({});
    expect(
      applicationQueryParams({
        q: '  omar ',
        status: 'reviewing',
        jobId: 4,
        knockedOut: 'true',
        questionId: 12,
        answer: 'no',
        sort: 'name',
        page: 3,
      }),
    ).toEqual({
      q: 'omar',
      status: 'reviewing',
      jobId: '4',
      knockedOut: 'true',
      questionId: '12',
      answer: 'no',
      sort: 'name',
      page: '3',
    });
  });

  it('reads the view from the address, ignoring values the server would refuse', () => {
    expect(
      viewFromAddress(
        new URLSearchParams(
          'q=a+b&status=hired&jobId=7&knockedOut=false&questionId=3&answer=c1a2b3c&sort=status&page=2',
        ),
      ),
    ).toEqual({
      q: 'a b',
      status: 'hired',
      jobId: 7,
      knockedOut: 'false',
      questionId: 3,
      answer: 'c1a2b3c',
      sort: 'status',
      page: 2,
    });
    expect(
      viewFromAddress(
        new URLSearchParams(
          'status=maybe&jobId=x&knockedOut=perhaps&questionId=x&answer=yes&sort=email&page=0',
        ),
      ),
    ).toEqual(ALL_APPLICATIONS);
  });

  it('writes the view into the address and keeps the tab', () => {
    const address = addressForView(new URLSearchParams('tab=applications&page=4'), {
      ...ALL_APPLICATIONS,
      q: 'a b&c',
    });
    expect(address.toString()).toBe('tab=applications&q=a+b%26c');
  });
});
