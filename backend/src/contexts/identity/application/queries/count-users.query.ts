import { Query } from '@nestjs/cqrs';

export class CountUsersQuery extends Query<number> {}
