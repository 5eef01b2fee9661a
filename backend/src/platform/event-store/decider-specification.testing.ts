/**
 * The one given/when/then helper for every decider's tests (test-only; excluded from the build):
 *   const given = deciderSpecification(decide, fold);
 *   given(...events).when(command).then(...expectedEvents)  |  .thenFails(ErrorClass, /message/)
 */
export function deciderSpecification<State, Command, Event>(
  decide: (command: Command, state: State) => Event[],
  fold: (events: Event[]) => State,
) {
  return function given(...events: Event[]) {
    return {
      when: (command: Command) => ({
        then: (...expected: Event[]) => expect(decide(command, fold(events))).toEqual(expected),
        thenFails: (error: new (...args: never[]) => Error, message?: RegExp) => {
          expect(() => decide(command, fold(events))).toThrow(error);
          if (message) expect(() => decide(command, fold(events))).toThrow(message);
        },
      }),
    };
  };
}
