import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StoredFilesModule } from '../platform/stored-files/stored-files.module';
import { AdminProjectsController } from './admin-projects.controller';
import { ProjectPhotoRecord } from './project-photo.entity';
import { ProjectPhotoStorage } from './project-photo-storage';
import { ProjectRecord } from './project.entity';
import { ProjectsController } from './projects.controller';
import { ProjectsService } from './projects.service';

@Module({
  imports: [TypeOrmModule.forFeature([ProjectRecord, ProjectPhotoRecord]), StoredFilesModule],
  controllers: [ProjectsController, AdminProjectsController],
  providers: [ProjectsService, ProjectPhotoStorage],
  exports: [ProjectsService],
})
export class ProjectsModule {}
