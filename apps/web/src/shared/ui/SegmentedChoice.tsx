import 'antd-mobile/es/components/segmented/segmented.css';
import { useId } from 'react';
import styles from './SegmentedChoice.module.css';

export type SegmentedChoiceProps<T extends string> = {
  value: T;
  onChange: (value: T) => void;
  options: { label: string; value: T }[];
  className?: string;
};

/**
 * antd-mobile's block Segmented look over plain radio buttons: antd-mobile's own (rc-segmented) puts its hidden radio
 * inputs and role="option" items inside a role="listbox" labelled "segmented control" in English, which screen
 * readers announce wrongly (axe: aria-required-children, critical).
 */
export function SegmentedChoice<T extends string>({
  value,
  onChange,
  options,
  className,
}: SegmentedChoiceProps<T>) {
  const name = useId();
  return (
    <div className={`adm-segmented adm-segmented-block ${className ?? ''}`}>
      <div className="adm-segmented-group">
        {options.map((option) => (
          <label
            key={option.value}
            className={`adm-segmented-item ${styles.item} ${option.value === value ? 'adm-segmented-item-selected' : ''}`}
          >
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <div className="adm-segmented-item-label">{option.label}</div>
          </label>
        ))}
      </div>
    </div>
  );
}
