import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import type { Readable } from 'node:stream';
import { DataSource, In, type EntityManager, type Repository } from 'typeorm';
import {
  blocksNewOffer,
  dubaiDay,
  isEndedStatus,
  MESSAGE_CODES,
  OFFER_LIMITS,
  type Offer,
  type OfferDefaults,
  type OfferEventKind,
  type OfferInput,
  type OfferListRow,
} from '@uaq/contract';
import { SecuritySettingsService } from '../accounts/security-settings.service';
import { JobApplication } from '../applications/job-application.entity';
import { JobApplicationsService } from '../applications/job-applications.service';
import { MailSender } from '../mail/mail-sender.service';
import { visitorMailLanguage } from '../mail/mail-texts';
import { OutboxService } from '../mail/outbox.service';
import { Clock } from '../platform/common/clock/clock';
import type { AuthenticatedAdmin } from '../platform/common/decorators/current-admin.decorator';
import {
  AppError,
  ConflictError,
  InvalidInputError,
  NotFoundError,
  type ErrorMessage,
} from '../platform/common/errors/app-error';
import { Paged } from '../platform/common/http/paged';
import { pageWindow } from '../platform/common/paging/page-query.dto';
import { appConfig } from '../platform/config/app.config';
import type { OfferListQueryDto } from './dto/offer-input.dto';
import { OfferAnswerLinks } from './offer-answer-link';
import { OfferEvent } from './offer-event.entity';
import { offerLetterPdf } from './offer-letter';
import { OfferLetterStorage } from './offer-letter-storage';
import { offerMail } from './offer-mails';
import { answerDeadline, expiredOn, offerTerms, toOffer, type OfferTerms } from './offer-terms';
import { OfferRecord } from './offer.entity';

type Application = Awaited<ReturnType<JobApplicationsService['findOne']>>;

/** An application has few offers; its panel shows at most this many, newest first. */
const OFFERS_PER_APPLICATION = 20;

/**
 * HR's side of offers: drafting and changing one (an approved offer changed is a draft again),
 * approving (the owner; HR when the owner allows it, never its own terms), sending (both letters
 * made, stored and mailed with the signed answer links, in one transaction), withdrawing. Every step
 * is an offer event, the application's history of it; the routes record the audit trail.
 */
@Injectable()
export class OffersService {
  constructor(
    @InjectRepository(OfferRecord) private readonly offers: Repository<OfferRecord>,
    private readonly dataSource: DataSource,
    private readonly applications: JobApplicationsService,
    private readonly settings: SecuritySettingsService,
    private readonly sender: MailSender,
    private readonly outbox: OutboxService,
    private readonly links: OfferAnswerLinks,
    private readonly letters: OfferLetterStorage,
    private readonly clock: Clock,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

  async defaults(applicationId: number): Promise<OfferDefaults> {
    return positionOf(await this.applications.findOne(applicationId));
  }

  async listFor(applicationId: number): Promise<Offer[]> {
    await this.applications.findOne(applicationId);
    const rows = await this.offers.find({
      where: { applicationId },
      relations: { events: true },
      order: { id: 'DESC' },
      take: OFFERS_PER_APPLICATION,
    });
    return rows.map((row) => toOffer(row, this.clock.now()));
  }

  /** Every application's offers, newest first, one page (an approver's queue: `status=draft`). */
  async page(query: OfferListQueryDto): Promise<Paged<OfferListRow>> {
    const { page, pageSize, offset } = pageWindow(query);
    const now = this.clock.now();
    const today = dubaiDay(now);
    const rows = this.offers
      .createQueryBuilder('offer')
      .innerJoin(JobApplication, 'application', 'application.id = offer.applicationId');
    if (query.status === 'expired')
      rows.where("offer.status = 'sent' AND offer.expiresOn < :today", { today });
    else if (query.status === 'sent')
      rows.where("offer.status = 'sent' AND offer.expiresOn >= :today", { today });
    else if (query.status) rows.where('offer.status = :status', { status: query.status });
    const [found, total] = await Promise.all([
      rows
        .clone()
        .select(['offer.id AS id', 'application.firstName AS firstName', 'application.lastName AS lastName'])
        .orderBy('offer.id', 'DESC')
        .offset(offset)
        .limit(pageSize)
        .getRawMany<{ id: number | string; firstName: string; lastName: string }>(),
      rows.clone().getCount(),
    ]);
    const offers = await this.offers.find({
      where: { id: In(found.map((row) => Number(row.id))) },
      relations: { events: true },
      order: { id: 'DESC' },
    });
    const names = new Map(found.map((row) => [Number(row.id), `${row.firstName} ${row.lastName}`]));
    return new Paged(
      offers.map((offer) => ({ ...toOffer(offer, now), applicantName: names.get(offer.id) ?? '' })),
      { page, pageSize, total },
    );
  }

  async findOne(id: number): Promise<Offer> {
    return toOffer(await this.find(id), this.clock.now());
  }

  async draft(applicationId: number, input: OfferInput, actor: AuthenticatedAdmin): Promise<Offer> {
    const application = await this.applications.findOne(applicationId);
    if (isEndedStatus(application.status)) throw new ConflictError(MESSAGE_CODES.offer.applicationEnded);
    const terms = this.terms(input, application);
    const now = this.clock.now();
    const id = await this.dataSource.transaction(async (manager) => {
      const standing = await manager.find(OfferRecord, {
        select: { id: true, status: true, expiresOn: true },
        where: { applicationId, status: In(['draft', 'approved', 'sent', 'accepted']) },
      });
      const read = standing.map((offer) => (expiredOn(offer, now) ? 'expired' : offer.status));
      if (read.includes('accepted')) throw new ConflictError(MESSAGE_CODES.offer.offerAccepted);
      if (read.some(blocksNewOffer)) throw new ConflictError(MESSAGE_CODES.offer.openOfferExists);
      const { identifiers } = await manager.insert(OfferRecord, {
        applicationId,
        status: 'draft',
        ...terms,
        draftedBy: actor.username,
        changedBy: actor.username,
        approvedBy: null,
        approvedAt: null,
        sentBy: null,
        sentAt: null,
        answer: null,
        answeredAt: null,
        letterEnStorageName: null,
        letterArStorageName: null,
        createdAt: now,
        updatedAt: now,
      });
      const offerId = Number(identifiers[0].id);
      await recordOfferEvent(manager, offerId, 'drafted', actor.username, now);
      return offerId;
    });
    return this.findOne(id);
  }

  /** New terms; an approved offer goes back to draft and needs approving again. */
  async edit(id: number, input: OfferInput, actor: AuthenticatedAdmin): Promise<Offer> {
    const offer = await this.find(id);
    if (offer.status !== 'draft' && offer.status !== 'approved')
      throw new ConflictError(MESSAGE_CODES.offer.notEditable);
    const terms = this.terms(input, await this.applications.findOne(offer.applicationId));
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      const changed = await manager.update(
        OfferRecord,
        { id, status: In(['draft', 'approved']) },
        {
          ...terms,
          status: 'draft',
          changedBy: actor.username,
          approvedBy: null,
          approvedAt: null,
          updatedAt: now,
        },
      );
      if (!changed.affected) throw new ConflictError(MESSAGE_CODES.offer.notEditable);
      await recordOfferEvent(manager, id, 'edited', actor.username, now);
    });
    return this.findOne(id);
  }

  async approve(id: number, actor: AuthenticatedAdmin): Promise<Offer> {
    const offer = await this.find(id);
    if (offer.status !== 'draft') throw new ConflictError(MESSAGE_CODES.offer.notDraft);
    if (actor.role !== 'owner') {
      const { hrMayApproveOffers } = await this.settings.read();
      if (!hrMayApproveOffers)
        throw new AppError(HttpStatus.FORBIDDEN, MESSAGE_CODES.offer.approvalOwnerOnly);
      if (offer.draftedBy === actor.username || offer.changedBy === actor.username)
        throw new AppError(HttpStatus.FORBIDDEN, MESSAGE_CODES.offer.approvalNotOwnDraft);
    }
    const now = this.clock.now();
    await this.transition(
      id,
      'draft',
      { status: 'approved', approvedBy: actor.username, approvedAt: now },
      'approved',
      actor,
      MESSAGE_CODES.offer.notDraft,
    );
    return this.findOne(id);
  }

  /**
   * Makes both letters, stores them and mails them to the applicant with the answer links, the
   * offer marked sent in the same transaction as the e-mail; the letters are moved into place once
   * it is committed (and removed if it fails).
   */
  async send(id: number, actor: AuthenticatedAdmin): Promise<Offer> {
    const offer = await this.find(id);
    if (offer.status !== 'approved') throw new ConflictError(MESSAGE_CODES.offer.notApproved);
    const application = await this.applications.findOne(offer.applicationId);
    if (isEndedStatus(application.status)) throw new ConflictError(MESSAGE_CODES.offer.applicationEnded);
    // An imported CV whose address was never read cannot be sent an offer.
    const email = application.email;
    if (!email) throw new ConflictError(MESSAGE_CODES.offer.applicantWithoutEmail);
    const now = this.clock.now();
    const today = dubaiDay(now);
    if (offer.expiresOn < today) throw new ConflictError(MESSAGE_CODES.offer.expiredBeforeSending);
    const company = await this.sender.company();
    const content = {
      ...offer,
      applicantName: `${application.firstName} ${application.lastName}`,
      company,
      issuedOn: today,
      draft: false,
    };
    const letters = { en: await offerLetterPdf(content, 'en'), ar: await offerLetterPdf(content, 'ar') };
    const staged = { en: await this.letters.stage(letters.en), ar: await this.letters.stage(letters.ar) };
    const expiresAt = answerDeadline(offer.expiresOn);
    try {
      await this.dataSource.transaction(async (manager) => {
        await this.transitionWithin(
          manager,
          id,
          'approved',
          {
            status: 'sent',
            sentBy: actor.username,
            sentAt: now,
            letterEnStorageName: staged.en.storageName,
            letterArStorageName: staged.ar.storageName,
          },
          'sent',
          actor,
          MESSAGE_CODES.offer.notApproved,
        );
        await this.outbox.enqueue(manager, [
          offerMail(
            { ...offer, monthlyTotal: toOffer(offer, now).monthlyTotal },
            {
              name: `${application.firstName} ${application.lastName}`,
              email,
              language: visitorMailLanguage(application.language),
            },
            company,
            letters,
            {
              accept: this.links.url({ offerId: id, answer: 'accepted', expiresAt }),
              decline: this.links.url({ offerId: id, answer: 'declined', expiresAt }),
            },
          ),
        ]);
      });
    } catch (error) {
      await Promise.all([staged.en.discard(), staged.ar.discard()]);
      throw error;
    }
    await Promise.all([staged.en.moveIntoPlace(), staged.ar.moveIntoPlace()]);
    return this.findOne(id);
  }

  /** Takes back an offer not yet answered; its links then say it is no longer open. */
  async withdraw(id: number, actor: AuthenticatedAdmin): Promise<Offer> {
    const offer = await this.find(id);
    if (!['draft', 'approved', 'sent'].includes(offer.status))
      throw new ConflictError(MESSAGE_CODES.offer.notWithdrawable);
    await this.transition(
      id,
      offer.status,
      { status: 'withdrawn' },
      'withdrawn',
      actor,
      MESSAGE_CODES.offer.notWithdrawable,
    );
    return this.findOne(id);
  }

  /**
   * The letter in `language`: as sent (the stored file), or, before sending, the draft rendered now
   * and marked as a draft.
   */
  async letter(
    id: number,
    language: 'en' | 'ar',
  ): Promise<{ pdf: Buffer } | { file: { stream: Readable; size: number } }> {
    const offer = await this.find(id);
    const stored = language === 'ar' ? offer.letterArStorageName : offer.letterEnStorageName;
    if (stored) {
      const file = await this.letters.open(stored);
      if (!file) throw new NotFoundError(MESSAGE_CODES.offer.letterNotFound);
      return { file };
    }
    if (offer.status !== 'draft' && offer.status !== 'approved')
      throw new NotFoundError(MESSAGE_CODES.offer.letterNotFound);
    const application = await this.applications.findOne(offer.applicationId);
    const pdf = await offerLetterPdf(
      {
        ...offer,
        applicantName: `${application.firstName} ${application.lastName}`,
        company: await this.sender.company(),
        issuedOn: dubaiDay(this.clock.now()),
        draft: true,
      },
      language,
    );
    return { pdf };
  }

  /** The terms of `input`, checked against today and each other (the job's title when none given). */
  private terms(input: OfferInput, application: Application): OfferTerms {
    const today = dubaiDay(this.clock.now());
    const problems = offerTerms(input, today);
    if ('errors' in problems) {
      const [first] = Object.values(problems.errors);
      throw new InvalidInputError(first, problems.errors);
    }
    const position = positionOf(application);
    return {
      ...problems.terms,
      position: input.position ?? position.position,
      positionAr:
        input.position === undefined && input.positionAr === undefined
          ? position.positionAr
          : (input.positionAr ?? null),
    };
  }

  private async find(id: number): Promise<OfferRecord> {
    const offer = await this.offers.findOne({ where: { id }, relations: { events: true } });
    if (!offer) throw new NotFoundError(MESSAGE_CODES.offer.notFound);
    return offer;
  }

  private async transition(
    id: number,
    from: OfferRecord['status'],
    change: Partial<OfferRecord>,
    kind: OfferEventKind,
    actor: AuthenticatedAdmin,
    refusal: ErrorMessage,
  ): Promise<void> {
    await this.dataSource.transaction((manager) =>
      this.transitionWithin(manager, id, from, change, kind, actor, refusal),
    );
  }

  /** Moves the offer on only if it still stands where it was read (two clicks, two tabs: one wins). */
  private async transitionWithin(
    manager: EntityManager,
    id: number,
    from: OfferRecord['status'],
    change: Partial<OfferRecord>,
    kind: OfferEventKind,
    actor: AuthenticatedAdmin,
    refusal: ErrorMessage,
  ): Promise<void> {
    const now = this.clock.now();
    const moved = await manager.update(OfferRecord, { id, status: from }, { ...change, updatedAt: now });
    if (!moved.affected) throw new ConflictError(refusal);
    await recordOfferEvent(manager, id, kind, actor.username, now);
  }

  /** Where the admin area opens the application. */
  adminUrl(applicationId: number): string {
    return `${this.app.publicUrl}/admin/careers?tab=applications&application=${applicationId}`;
  }
}

export async function recordOfferEvent(
  manager: EntityManager,
  offerId: number,
  kind: OfferEventKind,
  actor: string,
  at: Date,
): Promise<void> {
  await manager.insert(OfferEvent, { offerId, kind, actor, at });
}

/** The job's title, in both languages, as a new offer's position; the title applied for if the job is gone. */
function positionOf(application: Application): OfferDefaults {
  return {
    position: (application.job?.title ?? application.position).slice(0, OFFER_LIMITS.position),
    positionAr: application.job?.titleAr?.slice(0, OFFER_LIMITS.position) ?? null,
  };
}
