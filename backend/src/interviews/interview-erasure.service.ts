import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import type {
  AfterErasure,
  ApplicantDataHolder,
  ErasedApplication,
} from '../platform/erasure/applicant-data-holder';
import { InterviewEvent } from './interview-event.entity';
import { InterviewInterviewer } from './interview-interviewer.entity';
import { Interview } from './interview.entity';

/**
 * An application's interviews go with it: the interviews, the applicant's answers and the history
 * (interview_events), and the panel (its scorecards go first, with ScorecardErasure). Explicit, not
 * left to the foreign keys' cascade, so no engine setting decides it. Their mails go with the
 * outbox's holder.
 */
@Injectable()
export class InterviewErasure implements ApplicantDataHolder {
  readonly label = 'interviews, answers and panels';

  async eraseWithin(manager: EntityManager, application: ErasedApplication): Promise<AfterErasure | void> {
    const interviews = await manager.find(Interview, {
      select: { id: true },
      where: { applicationId: application.id },
    });
    if (interviews.length === 0) return;
    const ids = interviews.map((interview) => interview.id);
    await manager.delete(InterviewEvent, { interviewId: In(ids) });
    await manager.delete(InterviewInterviewer, { interviewId: In(ids) });
    await manager.delete(Interview, { id: In(ids) });
  }
}
