import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { VapidKeys } from '../../infrastructure/vapid-keys';
import { GetPushPublicKeyQuery } from './get-push-public-key.query';

@QueryHandler(GetPushPublicKeyQuery)
export class GetPushPublicKeyHandler implements IQueryHandler<GetPushPublicKeyQuery> {
  constructor(private readonly vapid: VapidKeys) {}

  async execute(): Promise<string> {
    return (await this.vapid.get()).publicKey;
  }
}
