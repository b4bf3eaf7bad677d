import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { STORED_FILE_FOLDERS } from '../platform/stored-files/stored-file-folders';
import { StoredFileStorage } from '../platform/stored-files/stored-file-storage';
import { StoredFileSweepService } from '../platform/stored-files/stored-file-sweep.service';
import { StoredFilesService } from '../platform/stored-files/stored-files.service';
import { OfferRecord } from './offer.entity';

/**
 * The letters of sent offers, as sent (English and Arabic), in the file store's `offer-letters`
 * folder (never served statically), each named by its offer's row.
 */
@Injectable()
export class OfferLetterStorage extends StoredFileStorage {
  readonly label = 'offer letter';
  readonly folder = STORED_FILE_FOLDERS.offerLetters;
  readonly namePattern = /^[0-9a-f-]{36}\.pdf$/;

  constructor(
    @InjectRepository(OfferRecord) private readonly offers: Repository<OfferRecord>,
    files: StoredFilesService,
    sweep: StoredFileSweepService,
  ) {
    super(files, sweep);
  }

  /** Writes a letter under a temp name (moved into place once its offer's row names it). */
  stage(letter: Buffer) {
    return this.files.stage(this, letter, '.pdf');
  }

  async referencedAmong(storageNames: string[]): Promise<Set<string>> {
    if (storageNames.length === 0) return new Set();
    const rows = await this.offers.find({
      select: { letterEnStorageName: true, letterArStorageName: true },
      where: [{ letterEnStorageName: In(storageNames) }, { letterArStorageName: In(storageNames) }],
    });
    const wanted = new Set(storageNames);
    return new Set(
      rows
        .flatMap((row) => [row.letterEnStorageName, row.letterArStorageName])
        .filter((name): name is string => name !== null && wanted.has(name)),
    );
  }
}
