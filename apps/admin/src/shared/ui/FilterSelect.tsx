import { Select } from 'antd';

const ALL = '__all';

/** A table filter: "all" (no filter) first, then the values; `undefined` is "all". */
export function FilterSelect<V extends string | number>({
  value,
  onChange,
  allLabel,
  options,
  width = 180,
  testId,
}: {
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  allLabel: string;
  options: { value: V; label: string }[];
  width?: number;
  testId?: string;
}) {
  return (
    <Select<V | typeof ALL>
      data-testid={testId}
      aria-label={allLabel}
      style={{ width }}
      value={value ?? ALL}
      onChange={(next) => onChange(next === ALL ? undefined : (next as V))}
      options={[{ value: ALL, label: allLabel }, ...options]}
    />
  );
}
