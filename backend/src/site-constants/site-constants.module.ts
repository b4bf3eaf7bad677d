import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { MailSender } from '../mail/mail-sender.service';
import { SiteConstant } from './site-constant.entity';
import { AdminSiteConstantsController } from './admin-site-constants.controller';
import { SiteConstantsController } from './site-constants.controller';
import { SiteConstantsService } from './site-constants.service';

@Module({
  imports: [TypeOrmModule.forFeature([SiteConstant]), MailModule],
  controllers: [SiteConstantsController, AdminSiteConstantsController],
  providers: [SiteConstantsService],
  exports: [SiteConstantsService],
})
export class SiteConstantsModule implements OnModuleInit {
  constructor(
    private readonly sender: MailSender,
    private readonly constants: SiteConstantsService,
  ) {}

  /** Every e-mail names the company as these constants describe it. */
  onModuleInit(): void {
    this.sender.connect((manager) => this.constants.company(manager));
  }
}
