import { Query } from '@nestjs/cqrs';

/** The VAPID public key browsers subscribe with (`applicationServerKey`), URL-safe base64. */
export class GetPushPublicKeyQuery extends Query<string> {}
