import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { SecuritySettings } from '@uaq/contract';
import { SecuritySettingsRow } from './security-settings.entity';

const SETTINGS_ROW = 1;

@Injectable()
export class SecuritySettingsService {
  constructor(
    @InjectRepository(SecuritySettingsRow) private readonly rows: Repository<SecuritySettingsRow>,
  ) {}

  async read(): Promise<Required<SecuritySettings>> {
    const row = await this.rows.findOneBy({ id: SETTINGS_ROW });
    return { mfaRequired: row?.mfaRequired ?? false, hrMayApproveOffers: row?.hrMayApproveOffers ?? false };
  }

  /** A setting left out of `settings` keeps its value. */
  async update(settings: SecuritySettings): Promise<Required<SecuritySettings>> {
    await this.rows.save({
      id: SETTINGS_ROW,
      mfaRequired: settings.mfaRequired,
      ...(settings.hrMayApproveOffers === undefined
        ? {}
        : { hrMayApproveOffers: settings.hrMayApproveOffers }),
    });
    return this.read();
  }
}
