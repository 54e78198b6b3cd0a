import 'antd-mobile/es/components/stepper/stepper.css';
import { Button, Input } from 'antd-mobile';
import { AddOutline, MinusOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

export type CountStepperProps = {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** The field's name for screen readers (the visible label is the form's). */
  'aria-label': string;
};

/**
 * A whole-number stepper with antd-mobile's Stepper look. antd-mobile's own repeats the spinbutton's aria-value*
 * attributes on a wrapper <div> without a role and leaves the input unnamed (axe: aria-allowed-attr and label, both
 * critical); here the input is the named spinbutton and the − / + buttons say what they do.
 */
export function CountStepper({ value, min, max, onChange, 'aria-label': label }: CountStepperProps) {
  const { t } = useTranslation();
  const clamp = (next: number) => Math.max(min, Math.min(max, next));
  return (
    <div className="adm-stepper">
      <Button
        className="adm-stepper-minus"
        fill="none"
        shape="rectangular"
        color="primary"
        aria-label={t('common:decrease')}
        disabled={value <= min}
        onClick={() => onChange(clamp(value - 1))}
      >
        <MinusOutline />
      </Button>
      <div className="adm-stepper-middle">
        <Input
          className="adm-stepper-input"
          inputMode="numeric"
          role="spinbutton"
          aria-label={label}
          value={String(value)}
          onChange={(text) => {
            const digits = text.replace(/\D/g, '');
            if (digits) onChange(clamp(Number(digits)));
          }}
        />
      </div>
      <Button
        className="adm-stepper-plus"
        fill="none"
        shape="rectangular"
        color="primary"
        aria-label={t('common:increase')}
        disabled={value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        <AddOutline />
      </Button>
    </div>
  );
}
