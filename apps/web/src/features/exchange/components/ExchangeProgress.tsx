import { Steps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { exchangeProgressOf } from '../model/exchange-steps.ts';

/** The deal stepper (spec §4): create order, pay, accept, submit for verification, paying, completed. */
export function ExchangeProgress({ state }: { state: number }) {
  const { t } = useTranslation();
  const steps = exchangeProgressOf(state);
  const current = Math.max(
    0,
    steps.findIndex((s) => s.status === 'process' || s.status === 'error'),
  );
  return (
    <Steps direction="vertical" current={current} data-testid="exchange-steps" data-state={state}>
      {steps.map((step) => (
        <Steps.Step key={step.key} status={step.status} title={t(`exchange:steps.${step.key}`)} />
      ))}
    </Steps>
  );
}
