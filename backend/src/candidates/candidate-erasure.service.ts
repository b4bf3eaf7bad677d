import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { JobApplication } from '../applications/job-application.entity';
import type { ApplicantDataHolder, ErasedApplication } from '../platform/erasure/applicant-data-holder';
import { ApplicationResumeText } from './application-resume-text.entity';
import { Candidate } from './candidate.entity';
import { CandidateIdentity } from './candidate-identity.service';
import { CandidateTagLink } from './candidate-tag-link.entity';

/**
 * The candidate's copies of an applicant's data: the words of the application's CV, and, with
 * their last application, the candidate (name, address, phone) and their tags. A candidate who keeps
 * other applications takes name and phone from the newest of those, so nothing of the erased one
 * stays. Runs before the application's own rows (it finds the candidate through the application).
 */
@Injectable()
export class CandidateErasure implements ApplicantDataHolder {
  readonly label = 'candidate, tags and CV text';

  constructor(private readonly identity: CandidateIdentity) {}

  async eraseWithin(manager: EntityManager, application: ErasedApplication): Promise<void> {
    await manager.delete(ApplicationResumeText, { applicationId: application.id });
    const row = await manager.findOne(JobApplication, {
      select: { id: true, candidateId: true },
      where: { id: application.id },
    });
    const candidateId = row?.candidateId ?? null;
    if (candidateId === null) return;
    if (await this.identity.refreshWithout(manager, candidateId, application.id)) return;
    await manager.delete(CandidateTagLink, { candidateId });
    await manager.delete(Candidate, { id: candidateId });
  }
}
