import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../platform/common/decorators/public.decorator';
import { NotFoundError } from '../platform/common/errors/app-error';
import { MESSAGE_CODES, PROJECT_MESSAGES, type Project } from '@uaq/contract';
import { ProjectFilterDto } from './dto/project-input.dto';
import { ProjectPhotoStorage } from './project-photo-storage';
import { ProjectsService } from './projects.service';

@ApiTags('projects')
@Controller('projects')
export class ProjectsController {
  constructor(
    private readonly projects: ProjectsService,
    private readonly storage: ProjectPhotoStorage,
  ) {}

  @Public()
  @Get()
  @ApiOkResponse({ description: '{ success: true, data: Project[] }: published projects in the set order' })
  async list(@Query() filter: ProjectFilterDto): Promise<Project[]> {
    return await this.projects.published(filter.category);
  }

  /** Photo files (WebP, EXIF-free); their names are random, and a new upload gets a new name. */
  @Public()
  @Get('photos/:file')
  @ApiOkResponse({ description: 'The WebP file' })
  @ApiNotFoundResponse({ description: PROJECT_MESSAGES.photoNotFound })
  async photo(@Param('file') file: string, @Res() response: Response): Promise<void> {
    const photo = await this.storage.open(file);
    if (!photo) throw new NotFoundError(MESSAGE_CODES.project.photoNotFound);
    response.setHeader('Content-Type', 'image/webp');
    response.setHeader('Content-Length', String(photo.size));
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    photo.stream.on('error', () => response.destroy());
    photo.stream.pipe(response);
  }

  @Public()
  @Get(':slug')
  @ApiOkResponse({ description: '{ success: true, data: Project }' })
  @ApiNotFoundResponse({ description: `${PROJECT_MESSAGES.notFound} (also for a project not published)` })
  async one(@Param('slug') slug: string): Promise<Project> {
    return await this.projects.publishedBySlug(slug);
  }
}
