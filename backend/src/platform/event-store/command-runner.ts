import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Decider, DomainEvent, foldEvents } from './decider';
import { ConcurrencyError, EventStore, StoredEvent } from './event-store';

/** What a command did to its stream. */
export interface CommandOutcome<State, Event> {
  /** The state after the command: the current one when it changed nothing. */
  state: State;
  /** The events it appended, none when it changed nothing. */
  events: Event[];
}

/**
 * Runs inside the append's transaction, after the new events are stored (`stored`, with their
 * versions and times): the aggregate's read model is written here, so reads are never behind.
 */
export type StreamProjection<State, Event> = (tx: EntityManager, outcome: CommandOutcome<State, Event> & { stored: StoredEvent[] }) => Promise<void>;

export interface RunOptions<State, Event> {
  project?: StreamProjection<State, Event>;
  /**
   * How many times in all to decide when another append to the stream wins the race (default 1:
   * the loser gets the ConcurrencyError). Deciding again on the newer stream gives racing commands
   * the loser's own answer (sold, reserved …) rather than a version conflict.
   */
  attempts?: number;
}

/**
 * The one way an event-sourced command runs: read the stream, fold it, let the decider decide,
 * append the new events at the version that was read (ConcurrencyError when another append got
 * there first), project them in the append's transaction, answer the state and the events.
 */
@Injectable()
export class CommandRunner {
  constructor(private readonly store: EventStore) {}

  /** The stream's events, oldest first, as the decider's own events. */
  async events<Event extends DomainEvent>(streamId: string): Promise<Event[]> {
    return (await this.store.readStream(streamId)).map((stored) => ({ type: stored.type, data: stored.data }) as Event);
  }

  /** The stream's current state. */
  async state<State, Event extends DomainEvent>(decider: Decider<State, never, Event>, streamId: string): Promise<State> {
    return foldEvents(decider, await this.events<Event>(streamId));
  }

  /** Decides without appending: throws why the command may not run, as `run` would, or answers the events it would append. */
  async check<State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>, streamId: string, command: Command): Promise<Event[]> {
    return decider.decide(command, foldEvents(decider, await this.events<Event>(streamId)));
  }

  async run<State, Command, Event extends DomainEvent>(
    decider: Decider<State, Command, Event>,
    streamId: string,
    command: Command,
    options: RunOptions<State, Event> = {},
  ): Promise<CommandOutcome<State, Event>> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.runOnce(decider, streamId, command, options.project);
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt >= (options.attempts ?? 1)) throw error;
      }
    }
  }

  private async runOnce<State, Command, Event extends DomainEvent>(
    decider: Decider<State, Command, Event>,
    streamId: string,
    command: Command,
    project: StreamProjection<State, Event> | undefined,
  ): Promise<CommandOutcome<State, Event>> {
    const history = await this.events<Event>(streamId);
    const before = foldEvents(decider, history);
    const events = decider.decide(command, before);
    const state = events.reduce((current, event) => decider.evolve(current, event), before);
    if (events.length > 0) {
      await this.store.append(streamId, history.length, events, project && ((tx, stored) => project(tx, { state, events, stored })));
    }
    return { state, events };
  }
}
