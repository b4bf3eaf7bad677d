import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type {
  AfterErasure,
  ApplicantDataHolder,
  ErasedApplication,
} from '../platform/erasure/applicant-data-holder';
import { ApplicationAnswer } from './application-answer.entity';

/**
 * The applicant's answers to the screening questions (what they said of their licence, visa,
 * notice, salary, in their own words for text questions): deleted with the application, explicitly
 * rather than by the foreign key's cascade, so no engine setting decides it.
 */
@Injectable()
export class ScreeningAnswersErasure implements ApplicantDataHolder {
  readonly label = 'screening answers';

  async eraseWithin(manager: EntityManager, application: ErasedApplication): Promise<AfterErasure | void> {
    await manager.delete(ApplicationAnswer, { applicationId: application.id });
  }
}
