import { Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { authConfig } from '../platform/config/auth.config';
import { AdminUser } from './admin-user.entity';
import { AdminUsersService } from './admin-users.service';
import { AdminAccountController } from './admin-account.controller';
import { AuthTokensService } from './auth-tokens.service';
import { FirstAdminSeeder } from './first-admin.seeder';
import { JwtKeys, jwtKeyId } from './jwt-keys';
import { JwtStrategy } from './jwt.strategy';
import { LoginService } from './login.service';
import { LoginStrategy } from './login.strategy';
import { ResumeLinkStrategy } from './resume-link.strategy';
import { MfaService } from './mfa.service';
import { mfaSecretCipherProvider } from './mfa-secret-cipher';
import { PasswordHasher } from './password-hasher';
import { SecuritySettingsRow } from './security-settings.entity';
import { SecuritySettingsService } from './security-settings.service';
import { SessionCheckCache } from './session-check-cache';
import { AdminTeamController } from './admin-team.controller';
import { SignInController } from './sign-in.controller';

@Module({
  imports: [
    TypeOrmModule.forFeature([AdminUser, SecuritySettingsRow]),
    PassportModule,
    JwtModule.registerAsync({
      inject: [authConfig.KEY],
      useFactory: (config: ConfigType<typeof authConfig>) => ({
        secret: config.jwtSecret,
        signOptions: {
          algorithm: 'HS256',
          issuer: config.jwtIssuer,
          audience: config.jwtAudience,
          keyid: jwtKeyId(config.jwtSecret),
        },
        verifyOptions: { algorithms: ['HS256'], issuer: config.jwtIssuer, audience: config.jwtAudience },
      }),
    }),
  ],
  controllers: [SignInController, AdminAccountController, AdminTeamController],
  providers: [
    PasswordHasher,
    AdminUsersService,
    AuthTokensService,
    LoginService,
    MfaService,
    mfaSecretCipherProvider,
    SecuritySettingsService,
    SessionCheckCache,
    JwtKeys,
    JwtStrategy,
    ResumeLinkStrategy,
    LoginStrategy,
    FirstAdminSeeder,
  ],
  // SecuritySettingsService: offers read whether HR may approve them.
  exports: [AuthTokensService, AdminUsersService, SecuritySettingsService],
})
export class AuthModule {}
