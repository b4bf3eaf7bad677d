import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  englishText,
  MESSAGE_CODES,
  whatsappLink,
  type Coded,
  type WhatsAppChat,
  type WhatsAppSkipped,
  type WhatsAppStep,
} from '@uaq/contract';
import { whatsappNumberOf, type NoWhatsAppNumber, type WhatsAppNumber } from '@uaq/contract/whatsapp-number';
import { AuditService } from '../audit/audit.service';
import { MailTemplatesService } from '../mail/mail-templates.service';
import { ConflictError, NotFoundError } from '../platform/common/errors/app-error';
import { ApplicationWhatsAppContact } from './application-whatsapp-contact.entity';
import { JobApplication } from './job-application.entity';
import { toWhatsAppContactResource } from './job-application.resource';
import { JobApplicationsService } from './job-applications.service';

/** Why an application's phone opens no chat, as the catalogue says it. */
function refusal(reason: NoWhatsAppNumber, phone: string): Coded<WhatsAppSkipped['code']> {
  return reason === 'missing'
    ? { code: MESSAGE_CODES.whatsapp.noPhone }
    : { code: MESSAGE_CODES.whatsapp.notMobile, params: { phone: phone.trim() } };
}

const fullNameOf = (application: JobApplication) => `${application.firstName} ${application.lastName}`.trim();

/**
 * WhatsApp from the tracker: a chat with the applicant's mobile number (wa.me click-to-chat), its
 * first message written from HR's WhatsApp template in the applicant's language. The chat goes into
 * the application's history before its link is handed out, so the link only exists once recorded:
 * HR sees who was contacted, how and by whom, even for a chat never sent.
 */
@Injectable()
export class ApplicationWhatsApp {
  constructor(
    @InjectRepository(JobApplication) private readonly applications: Repository<JobApplication>,
    @InjectRepository(ApplicationWhatsAppContact)
    private readonly contacts: Repository<ApplicationWhatsAppContact>,
    private readonly tracker: JobApplicationsService,
    private readonly templates: MailTemplatesService,
    private readonly audit: AuditService,
  ) {}

  /** One application's chat: 404 for an unknown one, 409 saying why when its phone is no mobile. */
  async prepare(id: number, contactedBy: string): Promise<WhatsAppChat> {
    const application = await this.withJob(id);
    if (!application) throw new NotFoundError(MESSAGE_CODES.applicantStatus.applicationNotFound);
    const number = whatsappNumberOf(application.phone);
    if (typeof number === 'string') throw new ConflictError(refusal(number, application.phone));
    return this.open(application, number, contactedBy);
  }

  /**
   * One step through a selection, in HR's order: the chat of the first application that has a
   * mobile number, recorded, with the ones before it skipped (and why) and the ids still to go.
   * Unknown ids are a 404 naming them before anything is recorded.
   */
  async next(ids: number[], contactedBy: string): Promise<WhatsAppStep> {
    await this.tracker.assertKnown(ids);
    const skipped: WhatsAppSkipped[] = [];
    for (const [index, id] of ids.entries()) {
      const application = await this.withJob(id);
      // Erased since the step began: nothing left to contact.
      if (!application) continue;
      const number = whatsappNumberOf(application.phone);
      if (typeof number === 'string') {
        const { code, params } = refusal(number, application.phone);
        // In English, as every admin message is; the code lets a screen write it in its language.
        const message = englishText(code, params as never);
        skipped.push({ id, fullName: fullNameOf(application), code, message });
        continue;
      }
      const chat = await this.open(application, number, contactedBy);
      return { chat, skipped, remaining: ids.slice(index + 1) };
    }
    return { chat: null, skipped, remaining: [] };
  }

  private withJob(id: number): Promise<JobApplication | null> {
    // With its job: the message names it in the applicant's language.
    return this.applications.findOne({ where: { id }, relations: { job: true } });
  }

  private async open(
    application: JobApplication,
    number: WhatsAppNumber,
    contactedBy: string,
  ): Promise<WhatsAppChat> {
    const message = await this.templates.applicantChatText(application);
    const saved = await this.contacts.save(
      this.contacts.create({
        applicationId: application.id,
        phone: number.e164,
        language: message.language,
        templatePurpose: 'whatsapp',
        templateSavedAt: message.savedAt,
        text: message.text,
        contactedBy,
      }),
    );
    await this.audit.record('application.whatsapp-opened', { type: 'application', id: application.id });
    const contact = await this.contacts.findOneByOrFail({ id: saved.id });
    return {
      applicationId: application.id,
      fullName: fullNameOf(application),
      url: whatsappLink(message.text, number.digits),
      contact: toWhatsAppContactResource(contact),
    };
  }
}
