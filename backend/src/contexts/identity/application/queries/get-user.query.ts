import { Query } from '@nestjs/cqrs';
import type { UserView } from '../user-view';

export class GetUserQuery extends Query<UserView | null> {
  constructor(readonly userId: number) {
    super();
  }
}
