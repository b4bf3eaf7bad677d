import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, Repository } from 'typeorm';
import {
  AppError,
  ConflictError,
  InvalidInputError,
  NotFoundError,
} from '../platform/common/errors/app-error';
import {
  MESSAGE_CODES,
  PROJECT_LIMITS,
  type Project,
  type ProjectCategory,
  type ProjectPhoto,
} from '@uaq/contract';
import type { ProjectInputDto, ProjectPhotoDto } from './dto/project-input.dto';
import { photoVersions } from './project-photo-processing';
import { ProjectPhotoRecord } from './project-photo.entity';
import { photoFile, ProjectPhotoStorage, widthsOf } from './project-photo-storage';
import { ProjectRecord } from './project.entity';
import type { StagedFile } from '../platform/stored-files/stored-files.service';

export const PHOTO_URL_PREFIX = '/api/projects/photos/';

/** lower-case words joined by hyphens, from a title ("Villa – Al Raas" → "villa-al-raas"). */
export function slugFrom(title: string): string {
  return (
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, PROJECT_LIMITS.slug)
      .replace(/-+$/, '') || 'project'
  );
}

function toPhoto(photo: ProjectPhotoRecord): ProjectPhoto {
  return {
    id: photo.id,
    alt: photo.alt,
    altAr: photo.altAr,
    width: photo.width,
    height: photo.height,
    sources: widthsOf(photo).map((width) => ({
      width,
      url: `${PHOTO_URL_PREFIX}${photoFile(photo.storageKey, width)}`,
    })),
  };
}

export function toProject(record: ProjectRecord): Project {
  return {
    id: record.id,
    slug: record.slug,
    title: record.title,
    category: record.category,
    client: record.client,
    location: record.location,
    durationMonths: record.durationMonths,
    status: record.status,
    description: record.description,
    titleAr: record.titleAr,
    clientAr: record.clientAr,
    locationAr: record.locationAr,
    descriptionAr: record.descriptionAr,
    services: record.services,
    published: record.published,
    sample: record.sample,
    position: record.position,
    photos: [...(record.photos ?? [])].sort((a, b) => a.position - b.position || a.id - b.id).map(toPhoto),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

@Injectable()
export class ProjectsService {
  constructor(
    @InjectRepository(ProjectRecord) private readonly projects: Repository<ProjectRecord>,
    @InjectRepository(ProjectPhotoRecord) private readonly photos: Repository<ProjectPhotoRecord>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: ProjectPhotoStorage,
  ) {}

  /** The portfolio as visitors see it: published projects in the order HR set. */
  async published(category?: ProjectCategory): Promise<Project[]> {
    const records = await this.projects.find({
      where: { published: true, ...(category ? { category } : {}) },
      relations: { photos: true },
      order: { position: 'ASC', id: 'ASC' },
    });
    return records.map(toProject);
  }

  async publishedBySlug(slug: string): Promise<Project> {
    const record = await this.projects.findOne({
      where: { slug, published: true },
      relations: { photos: true },
    });
    if (!record) throw new NotFoundError(MESSAGE_CODES.project.notFound);
    return toProject(record);
  }

  async publishedSlugById(id: number): Promise<string | null> {
    const record = await this.projects.findOne({ select: { slug: true }, where: { id, published: true } });
    return record?.slug ?? null;
  }

  /** Every project, drafts too (a curated portfolio: tens of rows, not thousands). */
  async all(): Promise<Project[]> {
    const records = await this.projects.find({
      relations: { photos: true },
      order: { position: 'ASC', id: 'ASC' },
    });
    return records.map(toProject);
  }

  async one(id: number): Promise<Project> {
    return toProject(await this.find(id));
  }

  async create(input: ProjectInputDto): Promise<Project> {
    const slug = input.slug ?? slugFrom(input.title);
    await this.assertSlugFree(slug);
    const last = await this.projects
      .createQueryBuilder('project')
      .select('MAX(project.position)', 'max')
      .getRawOne<{ max: number | null }>();
    const record = await this.projects.save(
      this.projects.create({
        ...this.fields(input),
        slug,
        published: input.published ?? false,
        sample: input.sample ?? false,
        position: Number(last?.max ?? 0) + 1,
      }),
    );
    return this.one(record.id);
  }

  async update(id: number, input: ProjectInputDto): Promise<Project> {
    const record = await this.find(id);
    const slug = input.slug ?? record.slug;
    if (slug !== record.slug) await this.assertSlugFree(slug);
    Object.assign(record, this.fields(input), {
      slug,
      published: input.published ?? record.published,
      sample: input.sample ?? record.sample,
    });
    delete record.photos;
    await this.projects.save(record);
    return this.one(id);
  }

  async remove(id: number): Promise<void> {
    const record = await this.find(id);
    await this.projects.delete({ id });
    for (const photo of record.photos ?? []) await this.removePhotoFiles(photo);
  }

  /** Sets the order the site shows: `ids` must name every project once. */
  async reorder(ids: number[]): Promise<Project[]> {
    const existing = (await this.projects.find({ select: { id: true } })).map((project) => project.id);
    if (ids.length !== existing.length || !existing.every((id) => ids.includes(id))) {
      throw new InvalidInputError(MESSAGE_CODES.project.orderInvalid, {
        ids: MESSAGE_CODES.project.orderInvalid,
      });
    }
    await this.dataSource.transaction(async (manager) => {
      for (const [index, id] of ids.entries())
        await manager.update(ProjectRecord, { id }, { position: index + 1 });
    });
    return this.all();
  }

  /**
   * Re-encodes the upload (the file at `path`, EXIF gone) in every served width, stages the files,
   * commits the row, then moves the files into place (see StoredFilesService).
   */
  async addPhoto(id: number, path: string, caption: ProjectPhotoDto): Promise<Project> {
    const record = await this.find(id);
    if ((record.photos?.length ?? 0) >= PROJECT_LIMITS.photosPerProject) {
      throw new AppError(HttpStatus.CONFLICT, MESSAGE_CODES.project.tooManyPhotos);
    }
    const versions = await photoVersions(path);
    const key = randomUUID();
    const staged: StagedFile[] = [];
    try {
      for (const version of versions) {
        staged.push(await this.storage.stage(photoFile(key, version.width), version.content));
      }
      const largest = versions[versions.length - 1];
      await this.photos.save(
        this.photos.create({
          projectId: id,
          storageKey: key,
          widths: versions.map((version) => version.width).join(','),
          width: largest.width,
          height: largest.height,
          alt: caption.alt || record.title,
          altAr: caption.altAr || null,
          position: (record.photos ?? []).reduce((max, photo) => Math.max(max, photo.position), 0) + 1,
        }),
      );
    } catch (error) {
      for (const file of staged) await file.discard();
      throw error;
    }
    for (const file of staged) await file.moveIntoPlace();
    return this.one(id);
  }

  async captionPhoto(id: number, photoId: number, caption: ProjectPhotoDto): Promise<Project> {
    const record = await this.find(id);
    const photo = record.photos?.find((each) => each.id === photoId);
    if (!photo) throw new NotFoundError(MESSAGE_CODES.project.photoNotFound);
    await this.photos.update(
      { id: photoId },
      { alt: caption.alt || record.title, altAr: caption.altAr || null },
    );
    return this.one(id);
  }

  async removePhoto(id: number, photoId: number): Promise<Project> {
    const photo = await this.photos.findOneBy({ id: photoId, projectId: id });
    if (!photo) throw new NotFoundError(MESSAGE_CODES.project.photoNotFound);
    await this.photos.delete({ id: photoId });
    await this.removePhotoFiles(photo);
    return this.one(id);
  }

  private async removePhotoFiles(photo: ProjectPhotoRecord): Promise<void> {
    for (const width of widthsOf(photo)) await this.storage.remove(photoFile(photo.storageKey, width));
  }

  private async find(id: number): Promise<ProjectRecord> {
    const record = await this.projects.findOne({ where: { id }, relations: { photos: true } });
    if (!record) throw new NotFoundError(MESSAGE_CODES.project.notFound);
    return record;
  }

  private async assertSlugFree(slug: string): Promise<void> {
    if (await this.projects.existsBy({ slug })) {
      throw new ConflictError(MESSAGE_CODES.project.slugTaken);
    }
  }

  private fields(input: ProjectInputDto) {
    return {
      title: input.title,
      category: input.category,
      client: input.client ?? null,
      location: input.location,
      durationMonths: input.durationMonths ?? null,
      status: input.status,
      description: input.description,
      titleAr: input.titleAr ?? null,
      clientAr: input.clientAr ?? null,
      locationAr: input.locationAr ?? null,
      descriptionAr: input.descriptionAr ?? null,
      services: input.services,
    };
  }
}
