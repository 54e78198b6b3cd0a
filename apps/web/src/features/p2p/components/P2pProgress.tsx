import { Steps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { p2pProgressOf } from '../model/p2p-steps.ts';

/** The order's stepper: published, responded, paid, completed (red where a complaint or cancel stopped it). */
export function P2pProgress({ state }: { state: number }) {
  const { t } = useTranslation();
  const steps = p2pProgressOf(state);
  const current = Math.max(
    0,
    steps.findIndex((s) => s.status === 'process' || s.status === 'error'),
  );
  return (
    <Steps direction="vertical" current={current} data-testid="p2p-steps" data-state={state}>
      {steps.map((step) => (
        <Steps.Step
          key={step.key}
          status={step.status}
          title={t(`p2p:steps.${step.key}.title`)}
          description={t(`p2p:steps.${step.key}.description`)}
        />
      ))}
    </Steps>
  );
}
