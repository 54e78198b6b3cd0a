import { Steps } from 'antd-mobile';
import type { ReactNode } from 'react';

export type TimelineStep = {
  key: string;
  status: 'finish' | 'process' | 'wait' | 'error';
  title: string;
  description?: ReactNode;
};

/**
 * An order's steps top to bottom, the current one marked (process, or error where a complaint or cancel stopped it);
 * the current step's description carries who must act now and, where there is one, the countdown.
 */
export function TradeTimeline({ steps, testId }: { steps: TimelineStep[]; testId: string }) {
  const current = Math.max(
    0,
    steps.findIndex((s) => s.status === 'process' || s.status === 'error'),
  );
  return (
    <Steps direction="vertical" current={current} data-testid={testId}>
      {steps.map((step, index) => (
        <Steps.Step
          key={step.key}
          status={step.status}
          title={step.title}
          description={step.description}
          data-current={index === current && step.status !== 'finish' ? 'true' : undefined}
        />
      ))}
    </Steps>
  );
}
