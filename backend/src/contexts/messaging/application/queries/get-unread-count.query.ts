import { Query } from '@nestjs/cqrs';

export class GetUnreadCountQuery extends Query<number> {
  constructor(readonly userId: number) {
    super();
  }
}
