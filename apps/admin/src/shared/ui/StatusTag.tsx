import {
  BugReportStatus,
  ComplaintStatus,
  SafeTransferState,
  TicketStatus,
  TopUpStatus,
} from '@volna/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Every status the console shows, in one place: its colour, and the translation key of its name. A new kind of
 * object with states adds one line here.
 */
const KINDS = {
  topUp: {
    label: 'wallet:topUps.status',
    colors: {
      [TopUpStatus.awaitingProof]: 'default',
      [TopUpStatus.awaitingConfirmation]: 'gold',
      [TopUpStatus.confirmed]: 'green',
      [TopUpStatus.rejected]: 'red',
    },
  },
  ticket: {
    label: 'support:tickets.status',
    colors: {
      [TicketStatus.unreplied]: 'red',
      [TicketStatus.processing]: 'gold',
      [TicketStatus.processed]: 'green',
    },
  },
  bugReport: {
    label: 'support:bugReports.status',
    colors: {
      [BugReportStatus.open]: 'red',
      [BugReportStatus.inProgress]: 'gold',
      [BugReportStatus.fixed]: 'green',
      [BugReportStatus.rejected]: 'default',
    },
  },
  complaint: {
    label: 'support:complaints.status',
    colors: {
      [ComplaintStatus.open]: 'red',
      [ComplaintStatus.resolved]: 'green',
      [ComplaintStatus.dismissed]: 'default',
    },
  },
  transfer: {
    label: 'wallet:transfers.states',
    colors: {
      [SafeTransferState.frozen]: 'blue',
      [SafeTransferState.cancelling]: 'orange',
      [SafeTransferState.cancelledByAdmin]: 'default',
      [SafeTransferState.confirmingConditions]: 'gold',
      [SafeTransferState.completed]: 'green',
      [SafeTransferState.awaitingDocument]: 'purple',
    },
  },
  /** A bank account offered to users (1) or not (0). */
  active: {
    label: 'common:active',
    colors: { 1: 'green', 0: 'default' },
  },
  /** An account that may log in (0) or is blocked (1). */
  blocked: {
    label: 'users:state',
    colors: { 0: 'green', 1: 'red' },
  },
} satisfies Record<string, { label: string; colors: Record<number, string> }>;

export type StatusKind = keyof typeof KINDS;

/** The values of a kind's states, for a filter's options. */
export const statusesOf = (kind: StatusKind) => Object.keys(KINDS[kind].colors).map(Number);

/** The translation key of a state's name (for filters and confirmation texts). */
export const statusLabelKey = (kind: StatusKind, status: number) => `${KINDS[kind].label}.${status}`;

/** A state as a coloured tag with its name in the console's language. */
export function StatusTag({ kind, status, testId }: { kind: StatusKind; status: number; testId?: string }) {
  const { t } = useTranslation();
  const colors: Record<number, string> = KINDS[kind].colors;
  return (
    <Tag color={colors[status] ?? 'default'} data-testid={testId}>
      {t(statusLabelKey(kind, status))}
    </Tag>
  );
}
