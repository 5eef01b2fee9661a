import { Global, Module } from '@nestjs/common';
import { Callers } from './callers';
import { AdminGuard, AuthGuard, OptionalAuthGuard } from './guards';
import { SessionService } from './session.service';

@Global()
@Module({
  providers: [SessionService, Callers, AuthGuard, AdminGuard, OptionalAuthGuard],
  exports: [SessionService, Callers, AuthGuard, AdminGuard, OptionalAuthGuard],
})
export class SessionModule {}
