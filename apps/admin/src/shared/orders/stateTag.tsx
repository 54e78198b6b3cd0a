import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export type StateLook = { name: string; color: string };

/**
 * A kind of order's states as the console shows them: each state's i18n name (`state.<name>` in the area's
 * namespace) and colour. Gives the key function (for filters and histories) and the tag; an unknown state reads as
 * the first one, in grey.
 */
export function stateLooks(ns: string, looks: Record<number, StateLook>) {
  const first = Object.values(looks)[0]!;
  const lookOf = (state: number) => looks[state] ?? { name: first.name, color: 'default' };
  const stateKey = (state: number) => `state.${lookOf(state).name}`;
  function StateTag({ state, testId }: { state: number; testId?: string }) {
    const { t } = useTranslation(ns);
    return (
      <Tag color={lookOf(state).color} data-testid={testId}>
        {t(stateKey(state))}
      </Tag>
    );
  }
  /** Every state, in the table's order (a filter's options). */
  const states = Object.keys(looks).map(Number);
  return { ns, stateKey, StateTag, states };
}
