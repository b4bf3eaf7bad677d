import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { NotFoundError } from '../common/errors/app-error';
import { MailNotificationsService } from '../mail/mail-notifications.service';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import type { CreateEnquiryDto } from './dto/create-enquiry.dto';
import { Enquiry } from './enquiry.entity';

export const ENQUIRY_NOT_FOUND = 'Enquiry not found';

@Injectable()
export class EnquiriesService {
  constructor(
    @InjectRepository(Enquiry) private readonly enquiries: Repository<Enquiry>,
    private readonly rateLimits: RateLimitService,
    private readonly mail: MailNotificationsService,
  ) {}

  /**
   * Every submission counts against the sender's address, bots' too. A filled honeypot is answered
   * like a success (so the bot learns nothing) and stored nowhere.
   */
  async receive(input: CreateEnquiryDto, clientAddress: string): Promise<void> {
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
        }),
      );
      await this.mail.enquiryReceived(manager, enquiry);
    });
  }

  listNewestFirst(): Promise<Enquiry[]> {
    return this.enquiries.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async markHandled(id: number, handled: boolean): Promise<Enquiry> {
    const enquiry = await this.enquiries.findOneBy({ id });
    if (!enquiry) throw new NotFoundError(ENQUIRY_NOT_FOUND);
    enquiry.handled = handled;
    return this.enquiries.save(enquiry);
  }

  async remove(id: number): Promise<void> {
    const { affected } = await this.enquiries.delete({ id });
    if (!affected) throw new NotFoundError(ENQUIRY_NOT_FOUND);
  }
}
