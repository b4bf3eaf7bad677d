import { statisticsOf } from './application-groups';

describe('statisticsOf', () => {
  it('adds up the counts per status, reads an unknown status as pending, reports accepted as hired', () => {
    expect(
      statisticsOf([
        { status: 'pending', count: 2 },
        { status: 'reviewing', count: 1 },
        { status: 'hired', count: 2 },
        { status: 'rejected', count: 1 },
        { status: 'withdrawn', count: 1 },
        { status: '', count: 3 },
      ]),
    ).toEqual({
      total: 10,
      pending: 5,
      reviewing: 1,
      shortlisted: 0,
      interviewed: 0,
      hired: 2,
      rejected: 1,
      withdrawn: 1,
      accepted: 2,
    });
  });

  it('is all zeros for no applications', () => {
    expect(Object.values(statisticsOf([]))).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });
});
