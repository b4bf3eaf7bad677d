import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { IsNull, Repository, type EntityManager } from 'typeorm';
import {
  MESSAGE_CODES,
  APPLICANT_STATUS_FRAGMENT,
  APPLICANT_STATUS_PATH,
  pathInLanguage,
  type Language,
} from '@uaq/contract';
import { Clock } from '../platform/common/clock/clock';
import type {
  AfterErasure,
  ApplicantDataHolder,
  ErasedApplication,
} from '../platform/erasure/applicant-data-holder';
import { AppError } from '../platform/common/errors/app-error';
import { appConfig, type AppConfig } from '../platform/config/app.config';
import {
  applicantStatusConfig,
  type ApplicantStatusConfig,
} from '../platform/config/applicant-status.config';
import { ApplicantLink } from './applicant-link.entity';

/** A token shaped as ours: 32 random bytes in base64url. Anything else is refused before any lookup. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new link: the token goes into the e-mail once; only its hash stays on the server. */
export interface IssuedLink {
  token: string;
  url: string;
  expiresAt: Date;
  /** The validity in whole days, as the e-mail states it. */
  validDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The applicant's links. A token is 256 random bits; the table keeps its SHA-256, so a
 * copy of the database opens no page and a guessed or altered token matches nothing. A status link
 * works until it expires or is revoked, by HR or by its applicant (or by a change of address): a
 * newer link for the same address leaves the older ones working, so the link in the first
 * application's e-mail still opens the page after a second application.
 */
@Injectable()
export class ApplicantLinksService implements ApplicantDataHolder {
  readonly label = 'status links';

  constructor(
    @InjectRepository(ApplicantLink) private readonly links: Repository<ApplicantLink>,
    private readonly clock: Clock,
    @Inject(applicantStatusConfig.KEY) private readonly config: ApplicantStatusConfig,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  /**
   * A status link for `email`, in the caller's transaction; the address's earlier links keep working.
   * An insert alone: no UPDATE over the address's rows, whose InnoDB gap locks once deadlocked two
   * applications' inserts (500s seen with two replicas under load).
   */
  async issueStatusLink(manager: EntityManager, email: string, language: Language): Promise<IssuedLink> {
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.config.linkValidityMs);
    const token = await this.insert(manager, {
      purpose: 'status',
      email,
      newEmail: null,
      language,
      expiresAt,
    });
    return {
      token,
      expiresAt,
      validDays: Math.round(this.config.linkValidityMs / DAY_MS),
      url: this.pageUrl(language, APPLICANT_STATUS_FRAGMENT.token, token),
    };
  }

  /** A one-use link confirming `newEmail`; an earlier unconfirmed change of the address stops working. */
  async issueEmailChange(
    manager: EntityManager,
    email: string,
    newEmail: string,
    language: Language,
  ): Promise<IssuedLink> {
    const now = this.clock.now();
    await manager.update(
      ApplicantLink,
      { email, purpose: 'email-change', revokedAt: IsNull() },
      { revokedAt: now },
    );
    const expiresAt = new Date(now.getTime() + this.config.emailChangeValidityMs);
    const token = await this.insert(manager, {
      purpose: 'email-change',
      email,
      newEmail,
      language,
      expiresAt,
    });
    return {
      token,
      expiresAt,
      validDays: Math.round(this.config.emailChangeValidityMs / DAY_MS),
      url: this.pageUrl(language, APPLICANT_STATUS_FRAGMENT.emailChange, token),
    };
  }

  /** The working status link of `token`, or a 401 saying why not (expired, or invalid: altered, revoked). */
  async statusLink(token: string): Promise<ApplicantLink> {
    const link = await this.find(token, 'status');
    if (!link || link.revokedAt)
      throw new AppError(HttpStatus.UNAUTHORIZED, MESSAGE_CODES.applicantStatus.linkInvalid);
    if (link.expiresAt.getTime() <= this.clock.now().getTime()) {
      throw new AppError(HttpStatus.UNAUTHORIZED, MESSAGE_CODES.applicantStatus.linkExpired);
    }
    return link;
  }

  /**
   * Uses up an e-mail change link inside the caller's transaction; the conditional update lets only
   * one of two simultaneous confirmations through.
   */
  async useEmailChange(manager: EntityManager, token: string): Promise<ApplicantLink> {
    const link = await this.find(token, 'email-change', manager);
    const refused = new AppError(HttpStatus.UNAUTHORIZED, MESSAGE_CODES.applicantStatus.emailChangeInvalid);
    if (!link || link.revokedAt || link.expiresAt.getTime() <= this.clock.now().getTime()) throw refused;
    const used = await manager.update(
      ApplicantLink,
      { id: link.id, revokedAt: IsNull() },
      { revokedAt: this.clock.now() },
    );
    if (used.affected === 0) throw refused;
    return link;
  }

  /** Turns off every link of the address (status and pending e-mail changes); returns how many worked. */
  async revokeAll(email: string, manager: EntityManager = this.links.manager): Promise<number> {
    const result = await manager.update(
      ApplicantLink,
      { email, revokedAt: IsNull() },
      { revokedAt: this.clock.now() },
    );
    return result.affected ?? 0;
  }

  /**
   * The links hold the address (and a pending new one): once the address's last application is
   * erased, they go altogether.
   */
  async eraseWithin(manager: EntityManager, application: ErasedApplication): Promise<AfterErasure | void> {
    if (application.lastOfAddress) await manager.delete(ApplicantLink, { email: application.email });
  }

  private async find(
    token: string,
    purpose: ApplicantLink['purpose'],
    manager: EntityManager = this.links.manager,
  ): Promise<ApplicantLink | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    return manager.findOneBy(ApplicantLink, { tokenHash: hashOf(token), purpose });
  }

  private async insert(
    manager: EntityManager,
    link: Pick<ApplicantLink, 'purpose' | 'email' | 'newEmail' | 'language' | 'expiresAt'>,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await manager.insert(ApplicantLink, { ...link, tokenHash: hashOf(token), revokedAt: null });
    return token;
  }

  /** The page in the applicant's language; the token rides in the fragment, which browsers never send to a server. */
  private pageUrl(language: Language, key: string, token: string): string {
    return `${this.app.publicUrl}${pathInLanguage(APPLICANT_STATUS_PATH, language)}#${key}=${token}`;
  }
}
