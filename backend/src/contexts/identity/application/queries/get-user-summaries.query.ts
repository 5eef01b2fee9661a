import { Query } from '@nestjs/cqrs';

/** The public face of a user: what other people may see next to a listing or a comment. */
export interface UserSummary {
  id: number;
  name: string;
  location: string | null;
  createdAt: string;
  /** Their mobile number was verified with a code sent by SMS (the "Phone verified" badge). */
  phoneVerified: boolean;
  /** ISO end of a suspension in force (decisions/0083); null when not suspended or the suspension ended. */
  suspendedUntil: string | null;
}

/** Unknown ids are simply absent from the answer. */
export class GetUserSummariesQuery extends Query<UserSummary[]> {
  constructor(readonly userIds: readonly number[]) {
    super();
  }
}
