import { Injectable } from '@nestjs/common';
import { Not, type EntityManager } from 'typeorm';
import { phoneE164 } from '@uaq/contract/phone';
import { CandidateApplications } from '../applications/candidate-applications.service';
import type { ArrivingApplicant } from '../applications/candidate-link.service';
import { JobApplication } from '../applications/job-application.entity';
import { isUniqueViolation } from '../platform/database/unique-violation';
import { Candidate } from './candidate.entity';
import { CandidateTagLink } from './candidate-tag-link.entity';

/**
 * Who a candidate is: their exact address. Every method works in the caller's transaction (the
 * application's, the erasure's, the e-mail change's), never on a connection of its own.
 */
@Injectable()
export class CandidateIdentity {
  constructor(private readonly applications: CandidateApplications) {}

  /**
   * The candidate of an arriving application: the address's, updated to the newest name and phone,
   * or a new one (always new without an address). The insert comes first: two first applications
   * of one address at once both try it, the unique address lets one in, and the other reads the
   * winner's row with a locking read, which sees it even where its snapshot (MySQL's repeatable
   * read) began before that commit.
   */
  async link(manager: EntityManager, applicant: ArrivingApplicant, at: Date): Promise<number> {
    const details = {
      firstName: applicant.firstName,
      lastName: applicant.lastName,
      phone: applicant.phone,
      phoneE164: applicant.phoneE164,
      lastAppliedAt: at,
    };
    try {
      const inserted = await manager.insert(Candidate, { ...details, email: applicant.email });
      return Number(inserted.identifiers[0]!.id);
    } catch (error) {
      if (!isUniqueViolation(error) || applicant.email === null) throw error;
    }
    const existing = await manager.findOneOrFail(Candidate, {
      select: { id: true },
      where: { email: applicant.email },
      ...lockingRead(manager),
    });
    await manager.update(Candidate, existing.id, details);
    return existing.id;
  }

  /**
   * `from` and `to` are one person (an address HR completed, an applicant's changed address): `to`
   * takes `from`'s applications and tags, and `from` is removed.
   */
  async join(manager: EntityManager, from: number, to: number): Promise<void> {
    await this.applications.moveToCandidate(manager, from, to);
    const theirs = await manager.find(CandidateTagLink, { where: { candidateId: from } });
    const ours = await manager.find(CandidateTagLink, { where: { candidateId: to } });
    const kept = new Set(ours.map((link) => link.tagId));
    const moved = theirs.filter((link) => !kept.has(link.tagId));
    if (moved.length > 0) {
      await manager.insert(
        CandidateTagLink,
        moved.map((link) => ({ candidateId: to, tagId: link.tagId })),
      );
    }
    const joined = await manager.findOneByOrFail(Candidate, { id: to });
    const left = await manager.findOneByOrFail(Candidate, { id: from });
    // The newer of the two gives the name and phone, as an arriving application would.
    const newer = left.lastAppliedAt > joined.lastAppliedAt ? left : joined;
    await manager.delete(Candidate, { id: from });
    await manager.update(Candidate, to, {
      firstName: newer.firstName || joined.firstName,
      lastName: newer.lastName || joined.lastName,
      phone: newer.phone || joined.phone,
      phoneE164: newer.phoneE164 ?? joined.phoneE164,
      lastAppliedAt: newer.lastAppliedAt,
    });
  }

  /** The applicant moved their applications to a new address (their status page): their candidate follows. */
  async addressChanged(manager: EntityManager, from: string, to: string): Promise<void> {
    const moving = await manager.findOneBy(Candidate, { email: from });
    if (!moving) return;
    const there = await manager.findOneBy(Candidate, { email: to });
    if (there) await this.join(manager, moving.id, there.id);
    else await manager.update(Candidate, moving.id, { email: to });
  }

  /** The applicant corrected their phone on every application of the address (their status page). */
  async phoneChanged(manager: EntityManager, email: string, phone: string): Promise<void> {
    await manager.update(Candidate, { email }, { phone, phoneE164: phoneE164(phone) });
  }

  /**
   * After one of a candidate's applications is erased, their name and phone come from the newest
   * one left (the erased one may have been the newest): the erased application's details stay
   * nowhere. False when none is left.
   */
  async refreshWithout(manager: EntityManager, candidateId: number, erasedId: number): Promise<boolean> {
    const [newest] = await manager.find(JobApplication, {
      select: { id: true, firstName: true, lastName: true, phone: true, phoneE164: true, createdAt: true },
      where: { candidateId, id: Not(erasedId) },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: 1,
    });
    if (!newest) return false;
    await manager.update(Candidate, candidateId, {
      firstName: newest.firstName,
      lastName: newest.lastName,
      phone: newest.phone,
      phoneE164: newest.phoneE164,
      lastAppliedAt: newest.createdAt,
    });
    return true;
  }
}

/** A read that sees the newest committed row and locks it (MySQL); SQLite writes one at a time anyway. */
function lockingRead(manager: EntityManager): { lock?: { mode: 'pessimistic_write' } } {
  const type = manager.connection.options.type;
  return type === 'mysql' || type === 'mariadb' ? { lock: { mode: 'pessimistic_write' } } : {};
}
