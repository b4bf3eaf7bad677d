import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import type {
  AfterErasure,
  ApplicantDataHolder,
  ErasedApplication,
} from '../platform/erasure/applicant-data-holder';
import { OfferEvent } from './offer-event.entity';
import { OfferLetterStorage } from './offer-letter-storage';
import { OfferRecord } from './offer.entity';
import { PreEmploymentCheckRecord } from './pre-employment-check.entity';
import { PreEmploymentDocumentStorage } from './pre-employment-document-storage';

/**
 * An application's offers go with it: the offers and their history, the letters as sent (which
 * name the applicant), and the pre-employment checklist with its documents (a visa, an Emirates
 * ID). Rows in the erasure's transaction, files once it is committed. Their e-mails go with the
 * outbox's holder.
 */
@Injectable()
export class OfferErasure implements ApplicantDataHolder {
  readonly label = 'offers, offer letters and the pre-employment checklist';

  constructor(
    private readonly letters: OfferLetterStorage,
    private readonly documents: PreEmploymentDocumentStorage,
  ) {}

  async eraseWithin(manager: EntityManager, application: ErasedApplication): Promise<AfterErasure | void> {
    const offers = await manager.find(OfferRecord, {
      select: { id: true, letterEnStorageName: true, letterArStorageName: true },
      where: { applicationId: application.id },
    });
    const checks = await manager.find(PreEmploymentCheckRecord, {
      select: { id: true, documentStorageName: true },
      where: { applicationId: application.id },
    });
    if (offers.length > 0) {
      await manager.delete(OfferEvent, { offerId: In(offers.map((offer) => offer.id)) });
      await manager.delete(OfferRecord, { applicationId: application.id });
    }
    if (checks.length > 0) await manager.delete(PreEmploymentCheckRecord, { applicationId: application.id });
    const letters = offers.flatMap((offer) => [offer.letterEnStorageName, offer.letterArStorageName]);
    const documents = checks.map((check) => check.documentStorageName);
    const named = (names: (string | null)[]) => names.filter((name): name is string => name !== null);
    if (named(letters).length === 0 && named(documents).length === 0) return;
    return async () => {
      for (const name of named(letters)) await this.letters.remove(name);
      for (const name of named(documents)) await this.documents.remove(name);
    };
  }
}
