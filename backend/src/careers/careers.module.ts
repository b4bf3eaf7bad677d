import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock } from '../common/clock/clock';
import { hiringConfig } from '../config/hiring.config';
import { AdminCareersController } from './admin-careers.controller';
import { CareersController } from './careers.controller';
import { CareersService } from './careers.service';
import { JobApplicationsLink } from './job-applications-link.service';
import { Job } from './job.entity';
import { JobClosingService } from './job-closing.service';
import { SampleJobsSeeder } from './sample-jobs.seeder';

@Module({
  imports: [TypeOrmModule.forFeature([Job]), ConfigModule.forFeature(hiringConfig)],
  controllers: [CareersController, AdminCareersController],
  providers: [CareersService, SampleJobsSeeder, Clock, JobClosingService, JobApplicationsLink],
  exports: [CareersService, JobApplicationsLink, TypeOrmModule, Clock],
})
export class CareersModule {}
