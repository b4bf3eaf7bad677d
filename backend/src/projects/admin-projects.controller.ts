import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { InvalidInputError } from '../platform/common/errors/app-error';
import { IdParamPipe } from '../platform/common/pipes/id-param.pipe';
import type { ScratchFile } from '../platform/stored-files/upload-interceptors';
import { MESSAGE_CODES, projectArabicMissing, type AdminProject, type Project } from '@uaq/contract';
import { ProjectInputDto, ProjectOrderDto, ProjectPhotoDto } from './dto/project-input.dto';
import { PhotoFileInterceptor, PhotoUploadErrorsInterceptor } from './photo-upload.interceptors';
import { ProjectsService } from './projects.service';

const projectId = new IdParamPipe(MESSAGE_CODES.project.notFound);

/** A project as the admin area lists it: with the texts HR has not yet written in Arabic. */
function forAdmin(project: Project): AdminProject {
  return { ...project, arabicMissing: projectArabicMissing(project) };
}

@ApiTags('admin: projects')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Authentication required' })
@Controller('admin/projects')
export class AdminProjectsController {
  constructor(private readonly projects: ProjectsService) {}

  @Get()
  @ApiOkResponse({
    description: '{ success: true, data: AdminProject[] }: every project, drafts too, in order',
  })
  async list(): Promise<AdminProject[]> {
    return (await this.projects.all()).map(forAdmin);
  }

  @Post()
  @HttpCode(201)
  async create(@Body() input: ProjectInputDto): Promise<AdminProject> {
    return forAdmin(await this.projects.create(input));
  }

  // Declared before ':id' so "order" is never read as an id.
  @Put('order')
  async reorder(@Body() input: ProjectOrderDto): Promise<AdminProject[]> {
    return (await this.projects.reorder(input.ids)).map(forAdmin);
  }

  @Get(':id')
  async one(@Param('id', projectId) id: number): Promise<AdminProject> {
    return forAdmin(await this.projects.one(id));
  }

  @Put(':id')
  async update(@Param('id', projectId) id: number, @Body() input: ProjectInputDto): Promise<AdminProject> {
    return forAdmin(await this.projects.update(id, input));
  }

  @Delete(':id')
  async remove(@Param('id', projectId) id: number): Promise<void> {
    await this.projects.remove(id);
  }

  @Post(':id/photos')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(PhotoUploadErrorsInterceptor, PhotoFileInterceptor)
  async addPhoto(
    @Param('id', projectId) id: number,
    @Body() input: ProjectPhotoDto,
    @UploadedFile() photo?: ScratchFile,
  ): Promise<AdminProject> {
    if (!photo)
      throw new InvalidInputError(MESSAGE_CODES.projectAdmin.photoRequired, {
        photo: MESSAGE_CODES.projectAdmin.photoRequired,
      });
    return forAdmin(await this.projects.addPhoto(id, photo.path, input));
  }

  /** The photo's captions in both languages (photos uploaded before Arabic captions get theirs here). */
  @Put(':id/photos/:photoId')
  async captionPhoto(
    @Param('id', projectId) id: number,
    @Param('photoId', new IdParamPipe(MESSAGE_CODES.project.photoNotFound)) photo: number,
    @Body() input: ProjectPhotoDto,
  ): Promise<AdminProject> {
    return forAdmin(await this.projects.captionPhoto(id, photo, input));
  }

  @Delete(':id/photos/:photoId')
  async removePhoto(
    @Param('id', projectId) id: number,
    @Param('photoId', new IdParamPipe(MESSAGE_CODES.project.photoNotFound)) photo: number,
  ): Promise<AdminProject> {
    return forAdmin(await this.projects.removePhoto(id, photo));
  }
}
