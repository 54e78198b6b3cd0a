import { Input } from 'antd';

/** A staff member's written reason or note: labelled for screen readers, counted against its limit. */
export function ReasonField({
  label,
  placeholder = label,
  maxLength,
  rows = 3,
  value,
  onChange,
}: {
  label: string;
  placeholder?: string;
  maxLength: number;
  rows?: number;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <Input.TextArea
      aria-label={label}
      placeholder={placeholder}
      rows={rows}
      maxLength={maxLength}
      showCount
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
