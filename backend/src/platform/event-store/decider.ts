/**
 * An event-sourced aggregate's rules as one value (the decider pattern): `decide` answers the events
 * a command produces in a state, or throws why it may not run; `evolve` applies one event to a
 * state; folding a stream's events over `initialState` gives its current state. Pure: no I/O.
 */
export interface Decider<State, Command, Event extends DomainEvent> {
  readonly initialState: State;
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
}

/** An event as a decider sees it: a past-tense type and plain JSON data. */
export interface DomainEvent {
  type: string;
  data: Record<string, unknown>;
}

/** The state a decider reaches after `events`, oldest first. */
export function foldEvents<State, Event extends DomainEvent>(decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>, events: readonly Event[]): State {
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState);
}
