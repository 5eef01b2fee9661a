import { ApiProperty } from '@nestjs/swagger';
import { IsObject } from 'class-validator';
import { NOTIFICATION_TYPES } from '../../application/commands/notify-users.command';
import type { PushPreferences } from '../../application/notification-view';

/** One boolean per notification type: whether it is also sent as a Web Push notification. */
export class PushPreferencesDto {}
/** The same, each type optional: only the types named change. */
export class PushPreferencesChangeDto {}
for (const type of NOTIFICATION_TYPES) {
  ApiProperty({ type: Boolean, example: true })(PushPreferencesDto.prototype, type);
  ApiProperty({ type: Boolean, required: false, example: false })(PushPreferencesChangeDto.prototype, type);
}

export class NotificationPreferencesDto {
  @ApiProperty({ type: PushPreferencesDto, description: 'Push per type (on by default). In the app every type is always shown.' })
  push!: PushPreferences;
}

export class UpdateNotificationPreferencesDto {
  @ApiProperty({ type: PushPreferencesChangeDto, example: { 'offer-made': true, 'saved-search-matches': false }, description: 'The types whose push choice changes; the others keep theirs' })
  @IsObject({ message: 'push must be an object of notification types, each true or false' })
  push!: Record<string, unknown>;
}
