import { ApiProperty } from '@nestjs/swagger';

export class WebhookReceiptDto {
  @ApiProperty({ example: 'evt_Nk2tZ9yX8wV7uT' })
  eventId!: string;

  @ApiProperty({ example: false, description: 'True when this event id was received before (it is not processed again)' })
  duplicate!: boolean;
}
