import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import type {
  AfterErasure,
  ApplicantDataHolder,
  ErasedApplication,
} from '../platform/erasure/applicant-data-holder';
import { InterviewScorecard } from './interview-scorecard.entity';
import { Interview } from './interview.entity';

/**
 * The interviewers' scorecards of the application's interviews: ratings, recommendations and
 * comments about the applicant. Run before InterviewErasure, which removes the interviews these
 * are found by; explicit, not left to the foreign keys' cascade.
 */
@Injectable()
export class ScorecardErasure implements ApplicantDataHolder {
  readonly label = 'scorecards and their comments';

  async eraseWithin(manager: EntityManager, application: ErasedApplication): Promise<AfterErasure | void> {
    const interviews = await manager.find(Interview, {
      select: { id: true },
      where: { applicationId: application.id },
    });
    if (interviews.length === 0) return;
    await manager.delete(InterviewScorecard, {
      interviewId: In(interviews.map((interview) => interview.id)),
    });
  }
}
