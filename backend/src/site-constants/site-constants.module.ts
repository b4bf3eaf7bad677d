import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SiteConstant } from './site-constant.entity';
import { AdminSiteConstantsController } from './admin-site-constants.controller';
import { SiteConstantsController } from './site-constants.controller';
import { SiteConstantsService } from './site-constants.service';

@Module({
  imports: [TypeOrmModule.forFeature([SiteConstant])],
  controllers: [SiteConstantsController, AdminSiteConstantsController],
  providers: [SiteConstantsService],
  exports: [SiteConstantsService],
})
export class SiteConstantsModule {}
