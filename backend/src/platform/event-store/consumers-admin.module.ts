import { Module } from '@nestjs/common';
import { ConsumersAdminController } from './consumers-admin.controller';

/** The ops API of the durable consumers (its services come from the global EventStoreModule). */
@Module({ controllers: [ConsumersAdminController] })
export class ConsumersAdminModule {}
