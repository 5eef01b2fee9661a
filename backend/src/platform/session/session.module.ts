import { Global, Module } from '@nestjs/common';
import { AdminGuard, AuthGuard, OptionalAuthGuard } from './guards';
import { SessionService } from './session.service';

@Global()
@Module({
  providers: [SessionService, AuthGuard, AdminGuard, OptionalAuthGuard],
  exports: [SessionService, AuthGuard, AdminGuard, OptionalAuthGuard],
})
export class SessionModule {}
