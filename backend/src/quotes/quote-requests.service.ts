import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository, type SelectQueryBuilder } from 'typeorm';
import { AppError, NotFoundError } from '../platform/common/errors/app-error';
import { Paged } from '../platform/common/http/paged';
import { pageWindow } from '../platform/common/paging/page-query.dto';
import {
  MESSAGE_CODES,
  DEFAULT_LANGUAGE,
  type Language,
  type QuoteRequest,
  type QuoteSort,
  type QuoteStatus,
} from '@uaq/contract';
import type { ReceivedFile } from '../platform/stored-files/staging-storage-engine';
import { uploadedFileName } from '../platform/stored-files/uploaded-file-name';
import { DrawingStorage } from './drawing-storage';
import type { DrawingType } from './drawing-type';
import type { CreateQuoteRequestDto } from './dto/create-quote-request.dto';
import type { QuoteRequestFiltersDto, QuoteRequestPageDto } from './dto/quote-request-filters.dto';
import { QuoteRequestRecord } from './quote-request.entity';
import { QuoteRequestMails } from './quote-request-mails.service';

/** The drawing part as its upload interceptor hands it over: already under its temp name if it is a drawing. */
export type UploadedDrawing = ReceivedFile<DrawingType>;

const SORT_COLUMNS: Record<string, string> = {
  createdAt: 'quote.createdAt',
  name: 'quote.name',
  status: 'quote.status',
};
const EXPORT_BATCH = 500;

export function toQuoteRequest(record: QuoteRequestRecord): QuoteRequest {
  return {
    id: record.id,
    name: record.name,
    company: record.company,
    email: record.email,
    phone: record.phone,
    emirate: record.emirate,
    buildingType: record.buildingType,
    services: record.services,
    floors: record.floors,
    areaSqm: record.areaSqm,
    amc: record.amc,
    preferredContact: record.preferredContact,
    message: record.message,
    status: record.status,
    hasDrawing: record.drawingStorageName !== null,
    drawingFileName: record.drawingFileName,
    consentAt: record.consentAt.toISOString(),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

@Injectable()
export class QuoteRequestsService {
  constructor(
    @InjectRepository(QuoteRequestRecord) private readonly quotes: Repository<QuoteRequestRecord>,
    private readonly drawings: DrawingStorage,
    private readonly mails: QuoteRequestMails,
  ) {}

  /** Stores the request; a drawing is checked by content, then written before the row that names it. */
  async submit(
    input: CreateQuoteRequestDto,
    drawing?: UploadedDrawing,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<number> {
    if (drawing && !drawing.accepted) {
      throw new AppError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, MESSAGE_CODES.quote.drawingType, {
        drawing: MESSAGE_CODES.quote.drawingType,
      });
    }
    // Under a temp name since it arrived, moved into place only once the row is committed: see StoredFilesService.
    const staged = drawing?.accepted?.staged ?? null;
    // The request and the e-mail to the company's contact address are stored together. If this
    // fails the row may be committed even so (a connection lost after the commit): the sweep decides.
    const id = await this.quotes.manager.transaction(async (manager) => {
      const saved = await manager.save(
        manager.create(QuoteRequestRecord, {
          name: input.name,
          company: input.company ?? null,
          email: input.email,
          phone: input.phone,
          emirate: input.emirate,
          buildingType: input.buildingType,
          services: input.services,
          floors: input.floors ?? null,
          areaSqm: input.areaSqm ?? null,
          amc: input.amc,
          preferredContact: input.preferredContact,
          message: input.message ?? null,
          status: 'new',
          drawingStorageName: staged?.storageName ?? null,
          drawingFileName: drawing ? uploadedFileName(drawing.originalname, 'drawing') : null,
          drawingContentType: drawing?.accepted?.type.mimeType ?? null,
          consentAt: new Date(),
          language,
        }),
      );
      await this.mails.received(manager, saved);
      return saved.id;
    });
    await staged?.moveIntoPlace();
    return id;
  }

  async page(query: QuoteRequestPageDto): Promise<Paged<QuoteRequest>> {
    const { page, pageSize, offset } = pageWindow(query);
    const [records, total] = await this.filtered(query).skip(offset).take(pageSize).getManyAndCount();
    return new Paged(records.map(toQuoteRequest), { page, pageSize, total });
  }

  /** Every matching request, a batch at a time, so an export never holds the whole table. */
  async *exportBatches(filters: QuoteRequestFiltersDto): AsyncGenerator<QuoteRequest[]> {
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const batch = await this.filtered(filters).skip(offset).take(EXPORT_BATCH).getMany();
      if (batch.length > 0) yield batch.map(toQuoteRequest);
      if (batch.length < EXPORT_BATCH) return;
    }
  }

  async changeStatus(id: number, status: QuoteStatus): Promise<QuoteRequest> {
    const record = await this.find(id);
    record.status = status;
    return toQuoteRequest(await this.quotes.save(record));
  }

  /** Deletes the request, then its drawing (the sweep removes a drawing the store refused). */
  async remove(id: number): Promise<void> {
    const record = await this.find(id);
    await this.quotes.delete({ id });
    if (record.drawingStorageName) await this.drawings.remove(record.drawingStorageName);
  }

  async find(id: number): Promise<QuoteRequestRecord> {
    const record = await this.quotes.findOneBy({ id });
    if (!record) throw new NotFoundError(MESSAGE_CODES.quote.notFound);
    return record;
  }

  private filtered(filters: QuoteRequestFiltersDto): SelectQueryBuilder<QuoteRequestRecord> {
    const builder = this.quotes.createQueryBuilder('quote');
    if (filters.status) builder.andWhere('quote.status = :status', { status: filters.status });
    if (filters.q) {
      // LOWER on both sides: SQLite's LIKE ignores case only for ASCII, MySQL's depends on the collation.
      // "!" escapes: a backslash means different things in MySQL and SQLite string literals.
      const pattern = `%${filters.q.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
      builder.andWhere(
        new Brackets((where) => {
          for (const column of ['name', 'company', 'email', 'phone']) {
            where.orWhere(`LOWER(quote.${column}) LIKE :pattern ESCAPE '!'`, { pattern });
          }
        }),
      );
    }
    const sort: QuoteSort = filters.sort ?? '-createdAt';
    const direction = sort.startsWith('-') ? 'DESC' : 'ASC';
    return builder.orderBy(SORT_COLUMNS[sort.replace(/^-/, '')], direction).addOrderBy('quote.id', direction);
  }
}
