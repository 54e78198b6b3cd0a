import { FlowStatus, FlowType, SafeTransferState, TASK_BUDGET_RELATED_TYPE } from '@volna/contracts';

const nameOf = (table: Record<string, number>, value: number) =>
  Object.entries(table).find(([, code]) => code === value)?.[0];

/** i18n key of a flow type ('wallet:flowType.transfer'); an unknown future type reads 'other'. */
export const flowTypeKey = (type: number) => `wallet:flowType.${nameOf(FlowType, type) ?? 'other'}`;

/** i18n key of a flow status, 0 = all. */
export const flowStatusKey = (status: number) =>
  `wallet:flowStatus.${status === 0 ? 'all' : (nameOf(FlowStatus, status) ?? 'other')}`;

/** i18n key of a safe transfer's 703–708 state. */
export const safeStateKey = (state: number) =>
  `wallet:safeState.${nameOf(SafeTransferState, state) ?? 'other'}`;

/** antd-mobile Tag colour of a status. */
export function statusColor(status: number): 'primary' | 'success' | 'default' | 'warning' {
  if (status === FlowStatus.inProgress) return 'primary';
  if (status === FlowStatus.completed) return 'success';
  if (status === FlowStatus.refund) return 'warning';
  return 'default';
}

/** Holds that share a flow type with others but serve another purpose, named by their related type. */
const HOLD_NOTES: Record<string, string> = {
  [TASK_BUDGET_RELATED_TYPE]: 'wallet:holdNote.taskReferralBudget',
};

/**
 * A held task referral budget reads as such (its flow type is the listing deposit's). The rewards service records a reward's source ('invite', 'survey', …) as the flow's remark and
 * `reward:<source>` as its related type; such a remark is shown in words, any other remark as the user wrote it.
 */
export function remarkKey(flow: { relatedType: string | null; remark: string }): string | null {
  const hold = flow.relatedType ? HOLD_NOTES[flow.relatedType] : undefined;
  if (hold) return hold;
  const source = flow.relatedType?.startsWith('reward:') ? flow.relatedType.slice('reward:'.length) : null;
  return source && source === flow.remark ? `wallet:rewardSource.${source}` : null;
}
