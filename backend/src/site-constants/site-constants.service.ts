import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository, type EntityManager } from 'typeorm';
import { PublicReadCache } from '../platform/common/cache/public-read-cache';
import { INITIAL_SITE_CONSTANTS, type ConstantValue, type SiteConstants } from '@uaq/contract';
import { ARABIC_SITE_CONSTANTS } from '@uaq/contract/arabic-site-constants';
import type { CompanyDetails } from '../mail/company-details';
import { SiteConstant } from './site-constant.entity';
import { assertValidSiteConstants } from './site-constants.rules';

const CACHE_KEY = 'site-constants';

@Injectable()
export class SiteConstantsService {
  constructor(
    @InjectRepository(SiteConstant) private readonly constants: Repository<SiteConstant>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: PublicReadCache,
  ) {}

  /**
   * Every page reads these: from the short-lived public cache, the same map while cached (read-only).
   * A transaction reads them through its own `manager`: the cache may go to the pool for them, and
   * a transaction holding a connection must never wait for a second one.
   */
  read(manager?: EntityManager): Promise<SiteConstants> {
    if (manager) return manager.find(SiteConstant, { order: { name: 'ASC' } }).then(toMap);
    return this.cache.read(CACHE_KEY, async () =>
      toMap(await this.constants.find({ order: { name: 'ASC' } })),
    );
  }

  /**
   * The company as its e-mails name it (MailSender), in both languages: an Arabic constant left
   * blank is null, and Arabic e-mails then use the English. Read through `manager` inside a transaction.
   */
  async company(manager?: EntityManager): Promise<CompanyDetails> {
    const constants = await this.read(manager);
    return {
      name: text(constants, 'companyName'),
      nameAr: arabicText(constants, 'companyNameAr'),
      address: text(constants, 'officeLocation'),
      addressAr: arabicText(constants, 'officeLocationAr'),
      phone: text(constants, 'contactPhone'),
      contactEmail: text(constants, 'contactEmail'),
      careersEmail: text(constants, 'careersEmail'),
    };
  }

  /** Replaces the whole map (names left out are removed) in one transaction: all or nothing. */
  async replace(body: unknown): Promise<SiteConstants> {
    assertValidSiteConstants(body);
    const rows = Object.entries(body).map(([name, value]) => ({ name, value: JSON.stringify(value) }));
    await this.dataSource.transaction(async (manager) => {
      await manager.createQueryBuilder().delete().from(SiteConstant).execute();
      if (rows.length > 0) await manager.insert(SiteConstant, rows);
    });
    this.cache.invalidate(CACHE_KEY);
    return this.read();
  }
}

function toMap(rows: SiteConstant[]): SiteConstants {
  const map: SiteConstants = {};
  for (const row of rows) map[row.name] = JSON.parse(row.value) as ConstantValue;
  return map;
}

/** A constant as text; the seeded value when an admin removed it or made it something else. */
function text(constants: SiteConstants, name: keyof typeof INITIAL_SITE_CONSTANTS): string {
  const value = constants[name];
  return typeof value === 'string' && value.trim() ? value.trim() : String(INITIAL_SITE_CONSTANTS[name]);
}

/** An Arabic constant as text; null when HR left it blank (the English one is used instead). */
function arabicText(constants: SiteConstants, name: keyof typeof ARABIC_SITE_CONSTANTS): string | null {
  const value = constants[name];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}
