import { Injectable } from '@nestjs/common';
import { ADMINS_ROOM, RealtimeGateway, userRoom } from './realtime.gateway';

/** Pushes an event to every socket of a user, or of every administrator, in whichever API process it is connected. */
@Injectable()
export class RealtimePublisher {
  constructor(private readonly gateway: RealtimeGateway) {}

  toUser(userId: number, event: string, payload: unknown): void {
    this.gateway.server?.to(userRoom(userId)).emit(event, payload);
  }

  toAdmins(event: string, payload: unknown): void {
    this.gateway.server?.to(ADMINS_ROOM).emit(event, payload);
  }
}
