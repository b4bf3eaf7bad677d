import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { appConfig } from './config/app.config';
import { databaseConfig } from './config/database.config';
import { storageConfig } from './config/storage.config';
import { authConfig } from './config/auth.config';
import { mailConfig } from './config/mail.config';
import { metricsConfig } from './config/metrics.config';
import { mfaKeyConfig } from './config/mfa-key.config';
import { DatabaseModule } from './database/database.module';
import { LoggingModule } from './logging/logging.module';
import { MetricsModule } from './metrics/metrics.module';
import { PublicReadCacheModule } from './common/cache/public-read-cache.module';
import { ClockModule } from './common/clock/clock.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { CareersModule } from './careers/careers.module';
import { JobApplicationsModule } from './job-applications/job-applications.module';
import { InterviewsModule } from './interviews/interviews.module';
import { SiteConstantsModule } from './site-constants/site-constants.module';
import { EnquiriesModule } from './enquiries/enquiries.module';
import { HealthModule } from './health/health.module';
import { MailModule } from './mail/mail.module';
import { QuoteRequestsModule } from './quote-requests/quote-requests.module';
import { ProjectsModule } from './projects/projects.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { SiteRenderingModule } from './site-rendering/site-rendering.module';
import { TrackingLinksModule } from './tracking-links/tracking-links.module';
import { HttpPipelineModule } from './http-pipeline.module';
import { ApplicantStatusModule } from './applicant-status/applicant-status.module';

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
    InterviewsModule,
    SiteConstantsModule,
    EnquiriesModule,
    HealthModule,
    MailModule,
    QuoteRequestsModule,
    ProjectsModule,
    TrackingLinksModule,
    ApplicantStatusModule,
    // Last: its catch-all page route must not shadow the API.
    SiteRenderingModule,
  ],
})
export class AppModule {}
