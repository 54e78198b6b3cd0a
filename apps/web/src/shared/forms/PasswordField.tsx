import { Input } from 'antd-mobile';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { Field, formStyles } from './Field.tsx';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  error?: string;
  hint: string;
  autoComplete: 'current-password' | 'new-password' | 'off';
  /** A numeric secret of this many digits (pay password): digits only, numeric keyboard. */
  digits?: number;
};

/** A labelled, masked secret input bound to a react-hook-form field. */
export function PasswordField<T extends FieldValues>({
  control,
  name,
  label,
  error,
  hint,
  autoComplete,
  digits,
}: Props<T>) {
  return (
    <Field label={label} error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Input
            className={formStyles.grow}
            type="password"
            name={name}
            autoComplete={autoComplete}
            inputMode={digits ? 'numeric' : undefined}
            maxLength={digits}
            value={field.value}
            onChange={(text) => field.onChange(digits ? text.replace(/\D/g, '').slice(0, digits) : text)}
            placeholder={hint}
          />
        )}
      />
    </Field>
  );
}
