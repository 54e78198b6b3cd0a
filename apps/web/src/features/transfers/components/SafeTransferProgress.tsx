import { Steps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { progressOf } from '../model/safe-transfer-steps.ts';

/** The safe transfer's progress as vertical steps, each with its title and a line on what it means. */
export function SafeTransferProgress({ state }: { state: number }) {
  const { t } = useTranslation();
  const steps = progressOf(state);
  const current = Math.max(
    0,
    steps.findIndex((s) => s.status === 'process' || s.status === 'error'),
  );
  return (
    <Steps direction="vertical" current={current} data-testid="safe-steps" data-state={state}>
      {steps.map((step) => (
        <Steps.Step
          key={step.key}
          status={step.status}
          title={t(`transfer:steps.${step.key}.title`)}
          description={t(`transfer:steps.${step.key}.description`)}
        />
      ))}
    </Steps>
  );
}
