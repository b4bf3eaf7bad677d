import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Brackets, type Repository, type WhereExpressionBuilder } from 'typeorm';
import { mailConfig } from '../platform/config/mail.config';
import { isPermanentRefusal, MailDelivery } from './mail-delivery';
import { MailFiles } from './mail-files';
import { OutboxMessage } from './outbox-message.entity';

/** Messages one round claims: few, so a round ends well inside its lease even with a slow server. */
const BATCH_SIZE = 5;
/** How long a claim holds. A worker that stopped mid-round frees its messages when this passes. */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** Longest wait between attempts, whatever the backoff has reached. */
const MAX_RETRY_DELAY_MS = 60 * 60_000;

/** Wait before the next attempt after `attempts` failed ones: base, 2×base, 4×base … at most an hour. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), Math.max(baseMs, MAX_RETRY_DELAY_MS));
}

/**
 * Delivers the outbox. Each round claims due messages with one conditional UPDATE (only rows still
 * pending, due and unclaimed or with an expired claim), then reads back the rows carrying its own
 * claim token, so two servers never take the same message. Failures wait with a doubling backoff
 * until the message's give-up time, then the message is marked failed.
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Outbox');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    @InjectRepository(OutboxMessage) private readonly messages: Repository<OutboxMessage>,
    private readonly delivery: MailDelivery,
    private readonly files: MailFiles,
    @Inject(mailConfig.KEY) private readonly config: ConfigType<typeof mailConfig>,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  /** Stops polling and lets the round in progress record its attempts before the database closes. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.deliverDue()
        .then(() => undefined)
        .catch((error: unknown) => this.logger.warn(`Outbox round failed: ${describe(error)}`))
        .finally(() => {
          this.running = null;
          this.schedule(this.config.pollIntervalMs);
        });
    }, delayMs);
    this.timer.unref();
  }

  /**
   * One round: claim what is due, deliver it, record each outcome. A server told to stop gives back
   * what it claimed and has not tried, so another server sends it now rather than when the lease ends.
   */
  async deliverDue(): Promise<number> {
    const claimed = await this.claimDue();
    for (const [index, message] of claimed.entries()) {
      if (this.stopped) {
        await this.giveBack(claimed.slice(index));
        break;
      }
      await this.attempt(message);
    }
    return claimed.length;
  }

  private async claimDue(): Promise<OutboxMessage[]> {
    const now = new Date();
    const claimable = <Query extends WhereExpressionBuilder>(query: Query): Query =>
      query
        .andWhere('status = :pending', { pending: 'pending' })
        .andWhere('nextAttemptAt <= :now', { now })
        .andWhere(
          new Brackets((free) =>
            free.where('claimExpiresAt IS NULL').orWhere('claimExpiresAt < :now', { now }),
          ),
        ) as Query;
    const due = await claimable(this.messages.createQueryBuilder().select('id').where('1 = 1'))
      .orderBy('nextAttemptAt', 'ASC')
      .addOrderBy('id', 'ASC')
      .limit(BATCH_SIZE)
      .getRawMany<{ id: number }>();
    if (due.length === 0) return [];

    const claim = randomUUID();
    // The UPDATE re-checks the conditions row by row under the row's lock: of two servers racing
    // for the same message, only the first changes it.
    await claimable(
      this.messages
        .createQueryBuilder()
        .update(OutboxMessage)
        .set({ claimedBy: claim, claimExpiresAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
        .where('id IN (:...ids)', { ids: due.map((row) => Number(row.id)) }),
    ).execute();
    return this.messages.find({
      where: { claimedBy: claim },
      relations: { attachments: true },
      order: { id: 'ASC' },
    });
  }

  private async attempt(message: OutboxMessage): Promise<void> {
    const attempts = message.attempts + 1;
    try {
      await this.delivery.deliver(message);
    } catch (error) {
      await this.recordFailure(message, attempts, error);
      return;
    }
    const now = new Date();
    const recorded = await this.release(message, {
      status: 'sent',
      attempts,
      sentAt: now,
      lastError: null,
      updatedAt: now,
    });
    // Erased while it was being delivered: its file, just written, goes the way of its row.
    if (!recorded && this.delivery.writesFiles && !(await this.messages.existsBy({ id: message.id })))
      await this.files.remove([message]);
  }

  private async recordFailure(message: OutboxMessage, attempts: number, error: unknown): Promise<void> {
    const now = new Date();
    const nextAttemptAt = new Date(now.getTime() + retryDelayMs(attempts, this.config.retryBaseMs));
    const giveUp = isPermanentRefusal(error) || nextAttemptAt > message.giveUpAt;
    this.logger.warn(
      `E-mail ${message.id} (${message.template}) not delivered, attempt ${attempts}` +
        `${giveUp ? ', giving up' : ''}: ${describe(error)}`,
    );
    await this.release(message, {
      status: giveUp ? 'failed' : 'pending',
      attempts,
      lastError: describe(error).slice(0, 500),
      nextAttemptAt,
      updatedAt: now,
    });
  }

  private async giveBack(untried: OutboxMessage[]): Promise<void> {
    await this.messages
      .createQueryBuilder()
      .update(OutboxMessage)
      .set({ claimedBy: null, claimExpiresAt: null })
      .where('id IN (:...ids) AND claimedBy = :claim', {
        ids: untried.map((message) => message.id),
        claim: untried[0].claimedBy,
      })
      .execute();
  }

  /** Records the attempt and gives up the claim, only if the claim is still this round's. */
  private async release(message: OutboxMessage, changes: Partial<OutboxMessage>): Promise<boolean> {
    const { affected } = await this.messages
      .createQueryBuilder()
      .update(OutboxMessage)
      .set({ ...changes, claimedBy: null, claimExpiresAt: null })
      .where('id = :id AND claimedBy = :claim', { id: message.id, claim: message.claimedBy })
      .execute();
    return affected !== 0;
  }
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f]+/g, ' ').trim() || 'Unknown error';
}
