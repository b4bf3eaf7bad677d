import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { RETENTION_DEFAULTS, type RetentionSettings } from '@uaq/contract';
import { RetentionSettingsRow } from './retention-settings.entity';

const SETTINGS_ROW = 1;

@Injectable()
export class RetentionSettingsService {
  constructor(
    @InjectRepository(RetentionSettingsRow) private readonly rows: Repository<RetentionSettingsRow>,
  ) {}

  async read(): Promise<RetentionSettings> {
    const row = await this.rows.findOneBy({ id: SETTINGS_ROW });
    if (!row) return { ...RETENTION_DEFAULTS };
    const { applicationMonths, enquiryMonths, quoteRequestMonths, quarantineDays } = row;
    return { applicationMonths, enquiryMonths, quoteRequestMonths, quarantineDays };
  }

  async update(settings: RetentionSettings): Promise<RetentionSettings> {
    const { applicationMonths, enquiryMonths, quoteRequestMonths, quarantineDays } = settings;
    await this.rows.save({
      id: SETTINGS_ROW,
      applicationMonths,
      enquiryMonths,
      quoteRequestMonths,
      quarantineDays,
    });
    return this.read();
  }
}
