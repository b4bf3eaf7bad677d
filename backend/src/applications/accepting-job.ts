import { MESSAGE_CODES } from '@uaq/contract';
import type { CareersService } from '../careers/careers.service';
import type { Job } from '../careers/job.entity';
import { ConflictError, NotFoundError } from '../platform/common/errors/app-error';

/**
 * The job, if it takes applications now (active, and not past its closing day even before the
 * closing run has marked it): the public form's rule, and HR's when it adds one. A draft is not
 * public: the form answers as if it did not exist; HR, who sees drafts, is told it takes none.
 */
export async function jobAcceptingApplications(
  careers: CareersService,
  jobId: number,
  asked: 'by-the-public' | 'by-hr',
): Promise<Job> {
  const job = await careers.findJob(jobId);
  if (job.status === 'inactive' && asked === 'by-the-public')
    throw new NotFoundError(MESSAGE_CODES.application.jobNotFound);
  if (job.closesOn && careers.isPastClosingDay(job)) {
    throw new ConflictError({ code: MESSAGE_CODES.jobClosing.closed, params: { closedOn: job.closesOn } });
  }
  if (job.status !== 'active') throw new ConflictError(MESSAGE_CODES.application.jobNotAccepting);
  return job;
}
