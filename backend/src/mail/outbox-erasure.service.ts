import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import type {
  AfterErasure,
  ApplicantDataHolder,
  ErasedApplication,
} from '../platform/erasure/applicant-data-holder';
import { MailFiles } from './mail-files';
import { OutboxMessageApplication } from './outbox-message-application.entity';
import { OutboxService } from './outbox.service';

/**
 * The outbox's copies of an applicant's data: every message about the application (sent or not,
 * with its attachments such as the .ics) that no other application of theirs still needs, and each
 * one's .eml file. A status-link mail about two applications stays until the second one goes.
 */
@Injectable()
export class OutboxErasure implements ApplicantDataHolder {
  readonly label = 'e-mails in the outbox and their files';

  constructor(
    private readonly outbox: OutboxService,
    private readonly files: MailFiles,
  ) {}

  async eraseWithin(manager: EntityManager, application: ErasedApplication): Promise<AfterErasure | void> {
    const linked = await manager.find(OutboxMessageApplication, {
      select: { messageId: true },
      where: { applicationId: application.id },
    });
    if (linked.length === 0) return;
    const messageIds = linked.map((link) => link.messageId);
    await manager.delete(OutboxMessageApplication, { applicationId: application.id });
    const stillNeeded = await manager.find(OutboxMessageApplication, {
      select: { messageId: true },
      where: { messageId: In(messageIds) },
    });
    const needed = new Set(stillNeeded.map((link) => link.messageId));
    const gone = await this.outbox.deleteWithin(
      manager,
      messageIds.filter((id) => !needed.has(id)),
    );
    return () => this.files.remove(gone);
  }
}
