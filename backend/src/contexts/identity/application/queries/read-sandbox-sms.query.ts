import { Query } from '@nestjs/cqrs';

/** A message in the SMS sandbox's inbox. */
export interface SandboxSmsView {
  mobileNumber: string;
  purpose: 'verify-phone' | 'reset-password';
  code: string;
  text: string;
  sentAt: string;
}

/** The last codes the SMS sandbox "sent" to a number, newest first; NotFound unless SMS_PROVIDER=sandbox. */
export class ReadSandboxSmsQuery extends Query<SandboxSmsView[]> {
  constructor(readonly mobileNumber: unknown) {
    super();
  }
}
