import { useId } from 'react';
import styles from './ChipChoice.module.css';

export type ChipChoiceProps<T extends string> = {
  value: T;
  onChange: (value: T) => void;
  options: { label: string; value: T }[];
  /** What is chosen (e.g. "Sort by"), for screen readers. */
  label: string;
};

/**
 * One of a few choices as a row of capsules that scrolls sideways when it does not fit (a list's sort): plain radio
 * buttons, so the keyboard and screen readers reach every choice. antd-mobile's CapsuleTabs draws its capsules as
 * divs in a scrolling strip nothing can focus (axe: scrollable-region-focusable, serious).
 */
export function ChipChoice<T extends string>({ value, onChange, options, label }: ChipChoiceProps<T>) {
  const name = useId();
  return (
    <div className={styles.row} role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <label key={option.value} className={`${styles.chip} ${option.value === value ? styles.chosen : ''}`}>
          <input
            type="radio"
            className="visually-hidden"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
