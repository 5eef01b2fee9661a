import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { EnsureAdminHandler } from './application/commands/ensure-admin.handler';
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

/** Identity: accounts, sign-in, sessions, admins. */
@Module({
  imports: [MikroOrmModule.forFeature([UserEntity])],
  controllers: [AuthController, AdminUsersController],
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
  ],
})
export class IdentityModule {}
