import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CANDIDATE_LIMITS, MESSAGE_CODES, type CandidateTag as CandidateTagResource } from '@uaq/contract';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppError, ConflictError, NotFoundError } from '../platform/common/errors/app-error';
import { isUniqueViolation } from '../platform/database/unique-violation';
import { CandidateTag, tagNameKey } from './candidate-tag.entity';

/** The tags HR defines (a short list, read whole): one per name whatever its case or width. */
@Injectable()
export class CandidateTagsService {
  constructor(@InjectRepository(CandidateTag) private readonly tags: Repository<CandidateTag>) {}

  async list(): Promise<CandidateTagResource[]> {
    const rows = await this.tags.find({ order: { name: 'ASC', id: 'ASC' }, take: CANDIDATE_LIMITS.tags });
    return rows.map(toResource);
  }

  async create(name: string): Promise<CandidateTagResource> {
    if ((await this.tags.count()) >= CANDIDATE_LIMITS.tags)
      throw new ConflictError(MESSAGE_CODES.candidate.tagsFull);
    return this.saved(() => this.tags.save(this.tags.create({ name, nameKey: tagNameKey(name) })));
  }

  async rename(id: number, name: string): Promise<CandidateTagResource> {
    const tag = await this.findOne(id);
    return this.saved(() => this.tags.save(Object.assign(tag, { name, nameKey: tagNameKey(name) })));
  }

  /** Takes the tag off every candidate too. */
  async remove(id: number): Promise<void> {
    await this.findOne(id);
    await this.tags.delete({ id });
  }

  private async findOne(id: number): Promise<CandidateTag> {
    const tag = await this.tags.findOneBy({ id });
    if (!tag) throw new NotFoundError(MESSAGE_CODES.candidate.tagNotFound);
    return tag;
  }

  private async saved(save: () => Promise<CandidateTag>): Promise<CandidateTagResource> {
    try {
      return toResource(await save());
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new AppError(HttpStatus.CONFLICT, MESSAGE_CODES.candidate.tagNameTaken, {
        name: MESSAGE_CODES.candidate.tagNameTaken,
      });
    }
  }
}

function toResource(tag: CandidateTag): CandidateTagResource {
  return { id: tag.id, name: tag.name };
}
