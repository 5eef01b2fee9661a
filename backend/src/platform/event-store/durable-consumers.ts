import { Injectable, OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { DURABLE_CONSUMER, DurableConsumer } from './durable-consumer';

/** Every provider marked `@Consumer()` in the application, found once at start-up (in every role: the API answers their status and retries). */
@Injectable()
export class DurableConsumers implements OnModuleInit {
  private readonly byName = new Map<string, DurableConsumer>();

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    const consumers = this.discovery
      .getProviders()
      .filter((wrapper) => wrapper.isDependencyTreeStatic() && wrapper.metatype && Reflect.getMetadata(DURABLE_CONSUMER, wrapper.metatype))
      .map((wrapper) => wrapper.instance as DurableConsumer | undefined);
    for (const consumer of consumers) {
      if (!consumer) continue;
      if (!consumer.name || typeof consumer.handle !== 'function' || !Array.isArray(consumer.eventTypes)) {
        throw new Error(`${consumer.constructor.name} is marked @Consumer() but lacks a name, eventTypes or handle()`);
      }
      const other = this.byName.get(consumer.name);
      if (other && other.constructor !== consumer.constructor) throw new Error(`two durable consumers are named ${consumer.name}: ${other.constructor.name} and ${consumer.constructor.name}`);
      if (!other) this.byName.set(consumer.name, consumer);
    }
  }

  all(): DurableConsumer[] {
    return [...this.byName.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  find(name: string): DurableConsumer | undefined {
    return this.byName.get(name);
  }
}
