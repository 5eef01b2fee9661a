import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { APP_CONFIG } from '../../platform/config/config.module';
import { AppConfig } from '../../platform/config/config';
import { CodeIssuer } from './application/code-issuer';
import { MarkPhoneVerifiedHandler } from './application/commands/mark-phone-verified.handler';
import { ResetPasswordHandler } from './application/commands/reset-password.handler';
import { SendPasswordResetCodeHandler } from './application/commands/send-password-reset-code.handler';
import { SendPhoneVerificationCodeHandler } from './application/commands/send-phone-verification-code.handler';
import { VerifyPhoneHandler } from './application/commands/verify-phone.handler';
import { SMS_SENDER, SmsSender } from './application/ports/sms-sender';
import { ReadSandboxSmsHandler } from './application/queries/read-sandbox-sms.handler';
import { CodeClock } from './infrastructure/code-clock';
import { CodeThrottleStore } from './infrastructure/code-throttle.store';
import { OneTimeCodesStore } from './infrastructure/one-time-codes.store';
import { SandboxSmsSender } from './infrastructure/sandbox-sms.sender';
import { SmsSandboxInbox } from './infrastructure/sms-sandbox.inbox';
import { TwoFactorSmsSender } from './infrastructure/two-factor-sms.sender';
import { EnsureAdminHandler } from './application/commands/ensure-admin.handler';
import { LiftSuspensionHandler } from './application/commands/lift-suspension.handler';
import { SuspendUserHandler } from './application/commands/suspend-user.handler';
import { UserSuspensionsStore } from './infrastructure/user-suspensions.store';
import { LogInHandler } from './application/commands/log-in.handler';
import { RegisterUserHandler } from './application/commands/register-user.handler';
import { SetSubscriptionTierHandler } from './application/commands/set-subscription-tier.handler';
import { CountUsersHandler } from './application/queries/count-users.handler';
import { GetPrincipalHandler } from './application/queries/get-principal.handler';
import { GetUserHandler } from './application/queries/get-user.handler';
import { GetUserSummariesHandler } from './application/queries/get-user-summaries.handler';
import { ListUsersHandler } from './application/queries/list-users.handler';
import { UserViews } from './application/user-views';
import { PasswordHasher } from './infrastructure/password-hasher';
import { RegistrationThrottleStore } from './infrastructure/registration-throttle.store';
import { SignInThrottleStore } from './infrastructure/sign-in-throttle.store';
import { UserEntity } from './infrastructure/user.entity';
import { AdminUsersController } from './interface/admin-users.controller';
import { AuthController } from './interface/auth.controller';
import { IdentityWebPages } from './interface/identity-web-pages';
import { PasswordResetController } from './interface/password-reset.controller';
import { PhoneVerificationController } from './interface/phone-verification.controller';
import { SandboxSmsController } from './interface/sandbox-sms.controller';

/** SMS_PROVIDER picks the adapter one-time codes leave through (decisions/0077). */
function smsSender(config: AppConfig, inbox: SmsSandboxInbox): SmsSender {
  return config.sms.provider === '2factor' ? new TwoFactorSmsSender(config.sms.apiKey, config.sms.template) : new SandboxSmsSender(inbox);
}

/** Identity: accounts, sign-in, sessions, admins, verified numbers, forgotten passwords and suspensions. */
@Module({
  imports: [MikroOrmModule.forFeature([UserEntity])],
  controllers: [AuthController, AdminUsersController, PhoneVerificationController, PasswordResetController, SandboxSmsController],
  providers: [
    IdentityWebPages,
    UserViews,
    PasswordHasher,
    SignInThrottleStore,
    RegistrationThrottleStore,
    RegisterUserHandler,
    LogInHandler,
    EnsureAdminHandler,
    SetSubscriptionTierHandler,
    GetUserHandler,
    GetUserSummariesHandler,
    GetPrincipalHandler,
    ListUsersHandler,
    CountUsersHandler,
    SmsSandboxInbox,
    { provide: SMS_SENDER, inject: [APP_CONFIG, SmsSandboxInbox], useFactory: smsSender },
    CodeClock,
    CodeThrottleStore,
    OneTimeCodesStore,
    CodeIssuer,
    SendPhoneVerificationCodeHandler,
    VerifyPhoneHandler,
    SendPasswordResetCodeHandler,
    ResetPasswordHandler,
    MarkPhoneVerifiedHandler,
    ReadSandboxSmsHandler,
    UserSuspensionsStore,
    SuspendUserHandler,
    LiftSuspensionHandler,
  ],
})
export class IdentityModule {}
