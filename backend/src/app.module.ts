import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { appConfig } from './platform/config/app.config';
import { databaseConfig } from './platform/config/database.config';
import { storageConfig } from './platform/config/storage.config';
import { authConfig } from './platform/config/auth.config';
import { mailConfig } from './platform/config/mail.config';
import { metricsConfig } from './platform/config/metrics.config';
import { mfaKeyConfig } from './platform/config/mfa-key.config';
import { DatabaseModule } from './platform/database/database.module';
import { LoggingModule } from './platform/logging/logging.module';
import { MetricsModule } from './platform/metrics/metrics.module';
import { PublicReadCacheModule } from './platform/common/cache/public-read-cache.module';
import { ClockModule } from './platform/common/clock/clock.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './accounts/auth.module';
import { CareersModule } from './careers/careers.module';
import { JobApplicationsModule } from './applications/job-applications.module';
import { InterviewsModule } from './interviews/interviews.module';
import { OffersModule } from './offers/offers.module';
import { CandidatesModule } from './candidates/candidates.module';
import { SiteConstantsModule } from './site-constants/site-constants.module';
import { EnquiriesModule } from './enquiries/enquiries.module';
import { HealthModule } from './platform/health/health.module';
import { MailModule } from './mail/mail.module';
import { QuoteRequestsModule } from './quotes/quote-requests.module';
import { ProjectsModule } from './projects/projects.module';
import { ReportsModule } from './reports/reports.module';
import { RateLimitModule } from './platform/rate-limit/rate-limit.module';
import { SiteRenderingModule } from './site-rendering/site-rendering.module';
import { TrackingLinksModule } from './tracking-links/tracking-links.module';
import { HttpPipelineModule } from './http-pipeline.module';
import { ApplicantStatusModule } from './applicants/applicant-status.module';
import { ApplicantErasureModule } from './applicants/applicant-erasure.module';

@Module({
  imports: [
    ConfigModule.forRoot({
      isGlobal: true,
      ignoreEnvFile: true,
      load: [appConfig, databaseConfig, storageConfig, authConfig, mailConfig, metricsConfig, mfaKeyConfig],
    }),
    LoggingModule,
    HttpPipelineModule,
    ClockModule,
    MetricsModule,
    PublicReadCacheModule,
    DatabaseModule,
    RateLimitModule,
    AuditModule,
    AuthModule,
    CareersModule,
    JobApplicationsModule,
    ReportsModule,
    InterviewsModule,
    OffersModule,
    CandidatesModule,
    SiteConstantsModule,
    EnquiriesModule,
    HealthModule,
    MailModule,
    QuoteRequestsModule,
    ProjectsModule,
    TrackingLinksModule,
    ApplicantStatusModule,
    ApplicantErasureModule,
    // Last: its catch-all page route must not shadow the API.
    SiteRenderingModule,
  ],
})
export class AppModule {}
