import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import type { Readable } from 'node:stream';
import {
  MESSAGE_CODES,
  PRE_EMPLOYMENT_ITEM_LABELS,
  PRE_EMPLOYMENT_ITEMS,
  PRE_EMPLOYMENT_LIMITS,
  type PreEmploymentCheck,
  type PreEmploymentCheckChange,
} from '@uaq/contract';
import { JobApplicationsService } from '../applications/job-applications.service';
import { Clock } from '../platform/common/clock/clock';
import { AppError, ConflictError, NotFoundError } from '../platform/common/errors/app-error';
import type { ReceivedFile } from '../platform/stored-files/staging-storage-engine';
import { uploadedFileName } from '../platform/stored-files/uploaded-file-name';
import { PreEmploymentCheckRecord } from './pre-employment-check.entity';
import { PreEmploymentDocumentStorage } from './pre-employment-document-storage';
import type { PreEmploymentDocumentKind } from './pre-employment-document-type';

export type UploadedDocument = ReceivedFile<PreEmploymentDocumentKind>;

/**
 * The pre-employment checklist of an application: the fixed items (PRE_EMPLOYMENT_ITEMS) appear when
 * the applicant accepts an offer, HR may add items of its own, and ticks each off with an optional
 * document (PDF, JPEG or PNG by content, streamed into the file store) and expiry date.
 */
@Injectable()
export class PreEmploymentChecks {
  constructor(
    @InjectRepository(PreEmploymentCheckRecord) private readonly checks: Repository<PreEmploymentCheckRecord>,
    private readonly dataSource: DataSource,
    private readonly applications: JobApplicationsService,
    private readonly documents: PreEmploymentDocumentStorage,
    private readonly clock: Clock,
  ) {}

  async listFor(applicationId: number): Promise<PreEmploymentCheck[]> {
    await this.applications.findOne(applicationId);
    const rows = await this.checks.find({ where: { applicationId }, order: { id: 'ASC' } });
    return rows.map(toCheck);
  }

  /** The fixed items, in the accepting transaction; an application that has them already keeps them. */
  async open(manager: EntityManager, applicationId: number, now: Date): Promise<void> {
    if (await manager.existsBy(PreEmploymentCheckRecord, { applicationId })) return;
    await manager.insert(
      PreEmploymentCheckRecord,
      PRE_EMPLOYMENT_ITEMS.map((item) => ({ applicationId, item, label: null, done: false, createdAt: now })),
    );
  }

  async addOwn(applicationId: number, label: string): Promise<PreEmploymentCheck> {
    await this.applications.findOne(applicationId);
    const rows = await this.checks.find({ select: { id: true, item: true }, where: { applicationId } });
    if (rows.length === 0) throw new ConflictError(MESSAGE_CODES.offer.checklistClosed);
    if (rows.filter((row) => row.item === 'other').length >= PRE_EMPLOYMENT_LIMITS.maxOtherItems)
      throw new ConflictError(MESSAGE_CODES.offer.tooManyChecks);
    const { identifiers } = await this.checks.insert({
      applicationId,
      item: 'other',
      label,
      done: false,
      createdAt: this.clock.now(),
    });
    return toCheck(await this.find(Number(identifiers[0].id)));
  }

  async change(id: number, change: PreEmploymentCheckChange, actor: string): Promise<PreEmploymentCheck> {
    const check = await this.find(id);
    await this.checks.update(id, {
      ...(change.done === undefined || change.done === check.done
        ? {}
        : change.done
          ? { done: true, doneBy: actor, doneAt: this.clock.now() }
          : { done: false, doneBy: null, doneAt: null }),
      ...(change.expiresOn === undefined ? {} : { expiresOn: change.expiresOn }),
    });
    return toCheck(await this.find(id));
  }

  /** Only an item HR added can go; its document goes with it. */
  async remove(id: number): Promise<void> {
    const check = await this.find(id);
    if (check.item !== 'other') throw new ConflictError(MESSAGE_CODES.offer.onlyOwnItemsRemoved);
    await this.checks.delete(id);
    if (check.documentStorageName) await this.documents.remove(check.documentStorageName);
  }

  /** The item's document, replacing any earlier one (removed once the new one is recorded). */
  async attach(id: number, document: UploadedDocument | undefined): Promise<PreEmploymentCheck> {
    if (!document) throw new AppError(HttpStatus.BAD_REQUEST, MESSAGE_CODES.offer.documentRequired);
    const staged = document.accepted?.staged;
    if (!document.accepted || !staged)
      throw new AppError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, MESSAGE_CODES.offer.documentType, {
        document: MESSAGE_CODES.offer.documentType,
      });
    const check = await this.find(id);
    await this.checks.update(id, {
      documentStorageName: staged.storageName,
      documentFileName: uploadedFileName(document.originalname, 'document'),
      documentContentType: document.accepted.type.mimeType,
      documentSize: staged.size,
    });
    await staged.moveIntoPlace();
    if (check.documentStorageName) await this.documents.remove(check.documentStorageName);
    return toCheck(await this.find(id));
  }

  async document(id: number): Promise<{
    file: { stream: Readable; size: number };
    contentType: string;
    fileName: string;
    applicationId: number;
  }> {
    const check = await this.find(id);
    const file = check.documentStorageName ? await this.documents.open(check.documentStorageName) : null;
    if (!file || !check.documentContentType) throw new NotFoundError(MESSAGE_CODES.offer.documentNotFound);
    return {
      file,
      contentType: check.documentContentType,
      fileName: check.documentFileName ?? 'document',
      applicationId: check.applicationId,
    };
  }

  async detach(id: number): Promise<PreEmploymentCheck> {
    const check = await this.find(id);
    if (!check.documentStorageName) throw new NotFoundError(MESSAGE_CODES.offer.documentNotFound);
    await this.checks.update(id, {
      documentStorageName: null,
      documentFileName: null,
      documentContentType: null,
      documentSize: null,
    });
    await this.documents.remove(check.documentStorageName);
    return toCheck(await this.find(id));
  }

  private async find(id: number): Promise<PreEmploymentCheckRecord> {
    const check = await this.checks.findOneBy({ id });
    if (!check) throw new NotFoundError(MESSAGE_CODES.offer.checkNotFound);
    return check;
  }
}

function toCheck(row: PreEmploymentCheckRecord): PreEmploymentCheck {
  return {
    id: row.id,
    applicationId: row.applicationId,
    item: row.item,
    label: row.item === 'other' ? (row.label ?? '') : PRE_EMPLOYMENT_ITEM_LABELS[row.item],
    done: row.done,
    doneBy: row.doneBy,
    doneAt: row.doneAt?.toISOString() ?? null,
    expiresOn: row.expiresOn,
    document:
      row.documentStorageName && row.documentFileName && row.documentContentType && row.documentSize !== null
        ? { fileName: row.documentFileName, contentType: row.documentContentType, size: row.documentSize }
        : null,
  };
}
