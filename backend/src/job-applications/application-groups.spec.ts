import type { AdminJobApplication, ApplicationStatus, Job } from '@uaq/contract';
import { groupByJob, statisticsOf } from './application-groups';

const job = (id: number) => ({ id, title: `Job ${id}` }) as Job;
const application = (id: number, jobId: number | null, status: ApplicationStatus) =>
  ({ id, jobId, status }) as AdminJobApplication;

describe('statisticsOf', () => {
  it('counts each status and reports accepted as hired', () => {
    const statuses: ApplicationStatus[] = ['pending', 'pending', 'reviewing', 'hired', 'hired', 'rejected'];
    expect(statisticsOf(statuses.map((status) => ({ status })))).toEqual({
      total: 6,
      pending: 2,
      reviewing: 1,
      shortlisted: 0,
      interviewed: 0,
      hired: 2,
      rejected: 1,
      accepted: 2,
    });
  });

  it('is all zeros for no applications', () => {
    expect(Object.values(statisticsOf([]))).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('groupByJob', () => {
  it('makes one group per job in the jobs order, empty jobs included, orphans left out', () => {
    const groups = groupByJob(
      [job(2), job(1)],
      [application(10, 1, 'pending'), application(11, null, 'hired'), application(12, 1, 'hired')],
    );
    expect(groups.map((group) => [group.jobId, group.applications.map((a) => a.id)])).toEqual([
      [2, []],
      [1, [10, 12]],
    ]);
    expect(groups[1].statistics).toMatchObject({ total: 2, accepted: 1 });
  });
});
