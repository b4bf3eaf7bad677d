import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CareersModule } from '../careers/careers.module';
import { applicantStatusConfig } from '../platform/config/applicant-status.config';
import { ApplicantLink } from './applicant-link.entity';
import { ApplicantLinksService } from './applicant-links.service';

/**
 * The applicant's personal links, apart from the status page itself so that applying
 * (job-applications) can issue one without depending on the page's feature.
 */
@Module({
  // CareersModule shares its Clock, the one tests move.
  imports: [
    TypeOrmModule.forFeature([ApplicantLink]),
    ConfigModule.forFeature(applicantStatusConfig),
    CareersModule,
  ],
  providers: [ApplicantLinksService],
  exports: [ApplicantLinksService],
})
export class ApplicantLinksModule {}
