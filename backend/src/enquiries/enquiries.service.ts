import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository } from 'typeorm';
import { ConflictError, NotFoundError } from '../platform/common/errors/app-error';
import { AuditService } from '../audit/audit.service';
import { LegalHolds } from '../retention/legal-holds.service';
import { pageWindow, searchPatterns, type Page } from '../platform/common/paging/page-query.dto';
import type { EnquiryFiltersDto } from './dto/enquiry-filters.dto';
import { RateLimitService } from '../platform/rate-limit/rate-limit.service';
import type { CreateEnquiryDto } from './dto/create-enquiry.dto';
import { EnquiryMails } from './enquiry-mails.service';
import { Enquiry } from './enquiry.entity';
import { MESSAGE_CODES, DEFAULT_LANGUAGE, type Language } from '@uaq/contract';

@Injectable()
export class EnquiriesService {
  constructor(
    @InjectRepository(Enquiry) private readonly enquiries: Repository<Enquiry>,
    private readonly rateLimits: RateLimitService,
    private readonly mails: EnquiryMails,
    private readonly holds: LegalHolds,
    private readonly audit: AuditService,
  ) {}

  /**
   * Every submission counts against the sender's address, bots' too. A filled honeypot is answered
   * like a success (so the bot learns nothing) and stored nowhere.
   */
  async receive(
    input: CreateEnquiryDto,
    clientAddress: string,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<void> {
    await this.rateLimits.consume('contact-address', clientAddress);
    if (input.website?.trim()) return;
    // The enquiry and the e-mail to the company's contact address are stored together.
    await this.enquiries.manager.transaction(async (manager) => {
      const enquiry = await manager.save(
        manager.create(Enquiry, {
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          subject: input.subject,
          message: input.message,
          handled: false,
          language,
        }),
      );
      await this.mails.received(manager, enquiry);
    });
  }

  /** One page, newest first unless sorted otherwise (`status` puts the open ones first). */
  async list(filters: EnquiryFiltersDto = {}): Promise<Page<Enquiry>> {
    const { page, pageSize, offset } = pageWindow(filters);
    const query = this.enquiries.createQueryBuilder('enquiry');
    if (filters.handled !== undefined)
      query.andWhere('enquiry.handled = :handled', { handled: filters.handled });
    searchPatterns(filters.q).forEach((pattern, index) => {
      query.andWhere(
        new Brackets((anyField) => {
          for (const column of ['name', 'email', 'subject', 'message']) {
            anyField.orWhere(`LOWER(enquiry.${column}) LIKE :word${index} ESCAPE '!'`);
          }
        }),
        { [`word${index}`]: pattern },
      );
    });
    const newestFirst = { 'enquiry.createdAt': 'DESC', 'enquiry.id': 'DESC' } as const;
    const order = {
      createdAt: { 'enquiry.createdAt': 'ASC', 'enquiry.id': 'ASC' },
      '-createdAt': newestFirst,
      name: { 'enquiry.name': 'ASC', 'enquiry.id': 'ASC' },
      status: { 'enquiry.handled': 'ASC', ...newestFirst },
    } as const;
    const [rows, total] = await query
      .orderBy(order[filters.sort ?? '-createdAt'])
      .offset(offset)
      .limit(pageSize)
      .getManyAndCount();
    return { rows, meta: { page, pageSize, total } };
  }

  async markHandled(id: number, handled: boolean): Promise<Enquiry> {
    const enquiry = await this.enquiries.findOneBy({ id });
    if (!enquiry) throw new NotFoundError(MESSAGE_CODES.enquiryAdmin.notFound);
    enquiry.handled = handled;
    return this.enquiries.save(enquiry);
  }

  /**
   * Deletes the enquiry with retention's row, unless a legal hold keeps it: then 409 and nothing
   * changes (the refusal is audited). HR's delete and the retention purge both come here.
   */
  async remove(id: number): Promise<void> {
    const held = await this.enquiries.manager.transaction(async (manager) => {
      if (!(await manager.existsBy(Enquiry, { id })))
        throw new NotFoundError(MESSAGE_CODES.enquiryAdmin.notFound);
      if (await this.holds.heldSince(manager, 'enquiry', id)) return true;
      await manager.delete(Enquiry, { id });
      await this.holds.forgetWithin(manager, 'enquiry', id);
      return false;
    });
    if (held) {
      await this.audit.record('retention.deletion-refused', { type: 'enquiry', id });
      throw new ConflictError(MESSAGE_CODES.legalHold.held);
    }
  }
}
