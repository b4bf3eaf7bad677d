import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { createTransport, type Mail, type SendMailOptions } from 'nodemailer';
import { mailConfig } from '../platform/config/mail.config';
import { MailFiles } from './mail-files';
import type { OutboxAttachment } from './outbox-attachment.entity';
import type { OutboxMessage } from './outbox-message.entity';

/** A refusal the mail server will repeat however often we ask (a 5xx for this recipient or message). */
export function isPermanentRefusal(error: unknown): boolean {
  const { responseCode, command } = (error ?? {}) as { responseCode?: number; command?: string };
  // A 5xx at MAIL FROM or AUTH is our own configuration: worth retrying once it is fixed.
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    responseCode !== 503 &&
    (command === 'RCPT TO' || command === 'DATA')
  );
}

/**
 * Hands one message to the SMTP server of SMTP_URL, or without one writes it as an .eml file
 * (with a log line) so nothing is lost and a newcomer can open what would have been sent.
 * nodemailer builds every header from the parts given, encoding names and subjects itself.
 */
@Injectable()
export class MailDelivery {
  private readonly logger = new Logger('Mail');
  private readonly transport: Mail;

  constructor(
    @Inject(mailConfig.KEY) private readonly config: ConfigType<typeof mailConfig>,
    private readonly files: MailFiles,
  ) {
    this.transport = config.smtpUrl
      ? createTransport({
          url: config.smtpUrl,
          // Bounded, so one unresponsive server cannot hold a claim past its lease.
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        })
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  get writesFiles(): boolean {
    return this.config.smtpUrl === null;
  }

  async deliver(message: OutboxMessage): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.config.from,
      to: { name: message.recipientName ?? '', address: message.recipient },
      subject: message.subject,
      text: message.textBody,
      html: message.htmlBody,
      ...attachmentParts(message.attachments ?? []),
      // Stable per message: a copy sent twice (a crash between sending and recording) is one message to mail clients.
      messageId: `<outbox-${message.id}-${message.createdAt.getTime()}@${senderDomain(this.config.from)}>`,
      date: message.createdAt,
    });
    if (!this.writesFiles) return;
    const file = await this.files.write(message, (info as { message: Buffer }).message);
    this.logger.log(`No SMTP_URL set: e-mail ${message.id} (${message.template}) written to ${file}`);
  }
}

/**
 * A calendar file becomes nodemailer's `icalEvent`: a `text/calendar; method=…` alternative part
 * beside the text and HTML (RFC 6047, what Outlook and Gmail turn into an invitation with answer
 * buttons) plus the same file as an `.ics` attachment for other clients. Other files attach as they are.
 */
export function attachmentParts(
  attachments: OutboxAttachment[],
): Pick<SendMailOptions, 'icalEvent' | 'attachments'> {
  const calendar = attachments.find((attachment) => CALENDAR_TYPE.test(attachment.contentType));
  const others = attachments.filter((attachment) => attachment !== calendar);
  return {
    ...(calendar
      ? {
          icalEvent: {
            method: CALENDAR_TYPE.exec(calendar.contentType)?.[1] ?? 'REQUEST',
            filename: calendar.filename,
            content: calendar.content,
          },
        }
      : {}),
    ...(others.length > 0
      ? {
          attachments: others.map((attachment) => ({
            filename: attachment.filename,
            contentType: attachment.contentType,
            content: attachment.data ?? attachment.content,
          })),
        }
      : {}),
  };
}

const CALENDAR_TYPE = /^text\/calendar(?:;.*?\bmethod=([A-Za-z-]+))?/i;

function senderDomain(from: string): string {
  return /@([^\s@<>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}
