import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditErasure } from './audit-erasure.service';
import { AuditEventRow } from './audit-event.entity';
import { AdminAuditController } from './admin-audit.controller';
import { AuditService } from './audit.service';

/** Global: every feature records its actions through AuditService or `@Audited(...)`. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditEventRow])],
  controllers: [AdminAuditController],
  providers: [AuditService, AuditErasure],
  exports: [AuditService, AuditErasure],
})
export class AuditModule {}
