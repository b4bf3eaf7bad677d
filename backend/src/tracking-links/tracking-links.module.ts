import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CareersModule } from '../careers/careers.module';
import { JobApplicationsModule } from '../applications/job-applications.module';
import { AdminTrackingLinksController } from './admin-tracking-links.controller';
import { TrackingLink } from './tracking-link.entity';
import { TrackingLinksController } from './tracking-links.controller';
import { TrackingLinksService } from './tracking-links.service';

/** HR's per-job, per-channel links, their clicks and the applications that came through them. */
@Module({
  imports: [TypeOrmModule.forFeature([TrackingLink]), CareersModule, JobApplicationsModule],
  controllers: [TrackingLinksController, AdminTrackingLinksController],
  providers: [TrackingLinksService],
})
export class TrackingLinksModule {}
