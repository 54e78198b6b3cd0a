// The state tables of DESIGN §11 (orders, requests, listings, surveys): state → action → step, where a step names the
// next state and who may take it (one actor or several) and may carry what the money does. These read any such table
// the same way, so the server's check and the screens' buttons cannot drift apart.

/** One step of a transition table. */
export type Step<S, R extends string> = { next: S; by: R | readonly R[] };
type Table<A extends string, T> = Partial<Record<number, Partial<Record<A, T>>>>;

/** A transition table: for each state, the steps its actions take (`T`: Step or an area's richer step). */
export type TransitionTable<S extends number, A extends string, T> = Record<S, Partial<Record<A, T>>>;

const mayTake = <R extends string>(by: R | readonly R[], actor: R) =>
  typeof by === 'string' ? by === actor : by.includes(actor);

/** The step of `action` from `state` when `actor` may take it; undefined when the table refuses it. */
export function transitionOf<A extends string, R extends string, T extends { by: R | readonly R[] }>(
  table: Table<A, T>,
  state: number,
  action: A,
  actor: R,
): T | undefined {
  const step = table[state]?.[action];
  return step && mayTake(step.by, actor) ? step : undefined;
}

/** The actions the table offers `actor` in `state`, in the table's order (the buttons a screen shows). */
export function actionsOf<A extends string, R extends string, T extends { by: R | readonly R[] }>(
  table: Table<A, T>,
  state: number,
  actor: R,
): A[] {
  return (Object.entries(table[state] ?? {}) as [A, T][])
    .filter(([, step]) => mayTake(step.by, actor))
    .map(([action]) => action);
}

/** Whether nothing may happen any more in `state` (complete, cancelled, …). */
export const isTerminalIn = (table: Table<string, unknown>, state: number) =>
  Object.keys(table[state] ?? {}).length === 0;
