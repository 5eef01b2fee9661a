import { Query } from '@nestjs/cqrs';
import type { UserView } from '../user-view';

export interface UserPage {
  users: UserView[];
  totalCount: number;
}

/** Newest first. */
export class ListUsersQuery extends Query<UserPage> {
  constructor(
    readonly limit: number,
    readonly offset: number,
  ) {
    super();
  }
}
