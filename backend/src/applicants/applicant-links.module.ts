import { Module, type OnModuleInit } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobApplicationsModule } from '../applications/job-applications.module';
import { StatusLinkIssuer } from '../applications/status-link-issuer.service';
import { applicantStatusConfig } from '../platform/config/applicant-status.config';
import { ApplicantLink } from './applicant-link.entity';
import { ApplicantLinksService } from './applicant-links.service';

/**
 * The applicant's personal links, apart from the status page itself: applying (applications) sends
 * one in the confirmation through the issuer this module connects.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([ApplicantLink]),
    ConfigModule.forFeature(applicantStatusConfig),
    JobApplicationsModule,
  ],
  providers: [ApplicantLinksService],
  exports: [ApplicantLinksService],
})
export class ApplicantLinksModule implements OnModuleInit {
  constructor(
    private readonly issuer: StatusLinkIssuer,
    private readonly links: ApplicantLinksService,
  ) {}

  onModuleInit(): void {
    this.issuer.connect((manager, email, language) => this.links.issueStatusLink(manager, email, language));
  }
}
