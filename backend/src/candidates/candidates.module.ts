import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApplicationNote } from '../applications/application-note.entity';
import { CandidateLink } from '../applications/candidate-link.service';
import { JobApplication } from '../applications/job-application.entity';
import { JobApplicationsModule } from '../applications/job-applications.module';
import { InterviewsModule } from '../interviews/interviews.module';
import { StoredFilesModule } from '../platform/stored-files/stored-files.module';
import { AdminCandidateTagsController } from './admin-candidate-tags.controller';
import { AdminCandidatesController } from './admin-candidates.controller';
import { ApplicationResumeText } from './application-resume-text.entity';
import { Candidate } from './candidate.entity';
import { CandidateErasure } from './candidate-erasure.service';
import { CandidateIdentity } from './candidate-identity.service';
import { CandidateIntakeService } from './candidate-intake.service';
import { CandidateTag } from './candidate-tag.entity';
import { CandidateTagLink } from './candidate-tag-link.entity';
import { CandidateTagsService } from './candidate-tags.service';
import { CandidatesService } from './candidates.service';
import { TalentPoolService } from './talent-pool.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      Candidate,
      CandidateTag,
      CandidateTagLink,
      ApplicationResumeText,
      // Read through their entities (the talent pool's filters, a candidate's notes); written by applications.
      JobApplication,
      ApplicationNote,
    ]),
    JobApplicationsModule,
    InterviewsModule,
    // HR's resume uploads stage their files through it (ResumeUpload).
    StoredFilesModule,
  ],
  controllers: [AdminCandidatesController, AdminCandidateTagsController],
  providers: [
    CandidateIdentity,
    TalentPoolService,
    CandidatesService,
    CandidateTagsService,
    CandidateIntakeService,
    CandidateErasure,
  ],
  exports: [CandidateIdentity, CandidateErasure],
})
export class CandidatesModule implements OnModuleInit {
  constructor(
    private readonly link: CandidateLink,
    private readonly identity: CandidateIdentity,
  ) {}

  /** Every application arriving is linked to its candidate here (applications stand below). */
  onModuleInit(): void {
    this.link.connect((manager, applicant, at) => this.identity.link(manager, applicant, at));
  }
}
