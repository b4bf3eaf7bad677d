import { Module } from '@nestjs/common';
import { AdminHiringReportsController } from './admin-hiring-reports.controller';
import { HiringReportsService } from './hiring-reports.service';

/** HR's hiring reports: aggregates over the applications and their status history, read only. */
@Module({
  controllers: [AdminHiringReportsController],
  providers: [HiringReportsService],
})
export class ReportsModule {}
