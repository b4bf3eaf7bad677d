import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mailConfig } from '../platform/config/mail.config';

/** What names a message's file: its id and template. */
export type MailFileOf = { id: number; template: string };

/** `000042-application-received.eml`: the id first, so the folder lists in sending order. */
export function mailFileName(message: MailFileOf): string {
  return `${String(message.id).padStart(6, '0')}-${message.template}.eml`;
}

const MAIL_FILE = /^(\d+)-[A-Za-z0-9-]+\.eml$/;

/**
 * The .eml files of MAIL_OUTBOX_DIR (written while SMTP_URL is unset): a copy of every message, so
 * they go when their message goes (an erasure, the sent-mail purge), and a file whose message is
 * gone is removed by the purge's sweep.
 */
@Injectable()
export class MailFiles {
  private readonly logger = new Logger('Mail');

  constructor(@Inject(mailConfig.KEY) private readonly config: ConfigType<typeof mailConfig>) {}

  async write(message: MailFileOf, content: Buffer): Promise<string> {
    await mkdir(this.config.outboxDir, { recursive: true });
    const file = join(this.config.outboxDir, mailFileName(message));
    await writeFile(file, content, { mode: 0o600 });
    return file;
  }

  /** Removes the messages' files; a file that resists is left to the next sweep. */
  async remove(messages: MailFileOf[]): Promise<void> {
    for (const message of messages) {
      await rm(join(this.config.outboxDir, mailFileName(message)), { force: true }).catch((error: Error) =>
        this.logger.warn(`Mail file of message ${message.id} not removed: ${error.message}`),
      );
    }
  }

  /** Removes the files whose message no longer exists (`stillThere` says which ids do). */
  async sweep(stillThere: (ids: number[]) => Promise<Set<number>>): Promise<number> {
    const names = await readdir(this.config.outboxDir).catch(() => [] as string[]);
    const files = names.flatMap((name) => {
      const id = MAIL_FILE.exec(name)?.[1];
      return id ? [{ name, id: Number(id) }] : [];
    });
    let removed = 0;
    for (let start = 0; start < files.length; start += 500) {
      const page = files.slice(start, start + 500);
      const existing = await stillThere(page.map((file) => file.id));
      for (const file of page.filter((candidate) => !existing.has(candidate.id))) {
        await rm(join(this.config.outboxDir, file.name), { force: true });
        removed += 1;
      }
    }
    return removed;
  }
}
