import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminCareersController } from './admin-careers.controller';
import { CareersController } from './careers.controller';
import { CareersService } from './careers.service';
import { JobApplicationsLink } from './job-applications-link.service';
import { Job } from './job.entity';
import { SampleJobsSeeder } from './sample-jobs.seeder';

@Module({
  imports: [TypeOrmModule.forFeature([Job])],
  controllers: [CareersController, AdminCareersController],
  providers: [CareersService, SampleJobsSeeder, JobApplicationsLink],
  exports: [CareersService, JobApplicationsLink, TypeOrmModule],
})
export class CareersModule {}
