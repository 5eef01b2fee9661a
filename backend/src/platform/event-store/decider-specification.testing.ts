import { Decider, DomainEvent, foldEvents } from './decider';

/**
 * The one given/when/then helper for every decider's tests (test-only; excluded from the build):
 *   const given = deciderSpecification(offerDecider);
 *   given(...events).when(command).then(...expectedEvents)  |  .thenFails(ErrorClass, /message/)
 */
export function deciderSpecification<State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>) {
  return function given(...events: Event[]) {
    const decide = (command: Command) => () => decider.decide(command, foldEvents(decider, events));
    return {
      when: (command: Command) => ({
        then: (...expected: Event[]) => expect(decide(command)()).toEqual(expected),
        thenFails: (error: new (...args: never[]) => Error, message?: RegExp) => {
          expect(decide(command)).toThrow(error);
          if (message) expect(decide(command)).toThrow(message);
        },
      }),
    };
  };
}
