import type { FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from './TextField.tsx';

type Props<T extends FieldValues> = Omit<
  TextFieldProps<T>,
  'type' | 'normalize' | 'inputMode' | 'maxLength'
> & {
  autoComplete: 'current-password' | 'new-password' | 'off';
  /** A numeric secret of this many digits (pay password): digits only, numeric keyboard. */
  digits?: number;
};

/** A labelled, masked secret input bound to a react-hook-form field. */
export function PasswordField<T extends FieldValues>({ digits, ...props }: Props<T>) {
  return (
    <TextField
      {...props}
      type="password"
      inputMode={digits ? 'numeric' : undefined}
      maxLength={digits}
      normalize={digits ? (text) => text.replace(/\D/g, '').slice(0, digits) : undefined}
    />
  );
}
