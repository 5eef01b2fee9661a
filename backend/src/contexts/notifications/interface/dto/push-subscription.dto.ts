import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsNumber, IsObject, IsOptional, IsString, ValidateNested } from 'class-validator';
import { ENDPOINT_MAX } from '../../domain/push-subscription-rules';

const EXAMPLE_KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

export class PushPublicKeyDto {
  @ApiProperty({ example: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U', description: "The VAPID public key, URL-safe base64: the browser's applicationServerKey" })
  publicKey!: string;
}

export class PushSubscriptionKeysDto {
  @ApiProperty({ example: EXAMPLE_KEYS.p256dh, description: "The browser's P-256 public key, URL-safe base64" })
  @IsString({ message: 'keys.p256dh must be text' })
  p256dh!: string;

  @ApiProperty({ example: EXAMPLE_KEYS.auth, description: 'The 16-byte authentication secret, URL-safe base64' })
  @IsString({ message: 'keys.auth must be text' })
  auth!: string;
}

/** `JSON.stringify(pushSubscription)` as the browser writes it. */
export class PushSubscriptionDto {
  @ApiProperty({ example: 'https://fcm.googleapis.com/fcm/send/c1KrmpTuRm:APA91bE', maxLength: ENDPOINT_MAX, description: 'The push service URL (https)' })
  @IsString({ message: 'endpoint must be text' })
  endpoint!: string;

  @ApiPropertyOptional({ type: Number, nullable: true, example: null, description: 'Ignored: browsers renew a subscription themselves' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'expirationTime must be a number or null' })
  expirationTime?: number | null;

  @ApiProperty({ type: PushSubscriptionKeysDto, example: EXAMPLE_KEYS })
  @IsObject({ message: 'keys must be an object with p256dh and auth' })
  @ValidateNested()
  @Type(() => PushSubscriptionKeysDto)
  keys!: PushSubscriptionKeysDto;
}

export class PushEndpointDto {
  @ApiProperty({ example: 'https://fcm.googleapis.com/fcm/send/c1KrmpTuRm:APA91bE', description: 'The endpoint of the subscription to remove' })
  @IsString({ message: 'endpoint must be text' })
  endpoint!: string;
}
