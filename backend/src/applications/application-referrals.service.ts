import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { ApplicationReferral } from './application-referral.entity';

/** Which referrer a source `ref` names (a referral link's), or null. */
export type ReferrerOfRef = (ref: string) => Promise<string | null>;

/**
 * The referrer an application came through. The referral links belong to the tracking links (a
 * floor above): they tell this service how to read a ref's referrer at start-up.
 */
@Injectable()
export class ApplicationReferrals {
  private referrerOfRef: ReferrerOfRef = () => Promise.resolve(null);

  constructor(
    @InjectRepository(ApplicationReferral) private readonly referrals: Repository<ApplicationReferral>,
  ) {}

  readReferrersWith(referrerOfRef: ReferrerOfRef): void {
    this.referrerOfRef = referrerOfRef;
  }

  /** The referrer of a landing's `ref`, read before the application's transaction. */
  referrerOf(ref: string | null | undefined): Promise<string | null> {
    return ref ? this.referrerOfRef(ref) : Promise.resolve(null);
  }

  /** Kept with the application, in its transaction. */
  async record(manager: EntityManager, applicationId: number, referrer: string): Promise<void> {
    await manager.insert(ApplicationReferral, { applicationId, referrer });
  }

  async ofApplication(applicationId: number): Promise<string | null> {
    return (await this.referrals.findOneBy({ applicationId }))?.referrer ?? null;
  }
}
