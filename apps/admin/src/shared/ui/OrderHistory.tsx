import { Timeline } from 'antd';

export type Step = {
  createTime: string | number;
  action: string;
  fromState?: number | null;
  toState: number;
  note?: string | null;
};

/** An order's history, newest last: the step and who took it, the state it moved from and to, the note, the time. */
export function OrderHistory<S extends Step>({
  history,
  step,
  state,
  time,
}: {
  history: S[];
  /** "what — by whom" of one step. */
  step: (s: S) => string;
  state: (value: number) => string;
  time: (s: S) => string;
}) {
  return (
    <Timeline
      items={history.map((h) => ({
        key: `${h.createTime}-${h.action}`,
        children: (
          <>
            <div>{step(h)}</div>
            <div>
              {h.fromState ? `${state(h.fromState)} → ` : ''}
              {state(h.toState)}
            </div>
            {h.note && <div>{h.note}</div>}
            <small>{time(h)}</small>
          </>
        ),
      }))}
    />
  );
}
