import type { InputProps } from 'antd-mobile';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { InputField } from './InputField.tsx';

export type TextFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  error?: string;
  /** Translated hint shown in the empty input. */
  hint: string;
  /** Rewrites typed text before it reaches the form (e.g. digits only). */
  normalize?: (text: string) => string;
} & Pick<InputProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'clearable'>;

/** A labelled text input bound to a react-hook-form field, with its translated error line. */
export function TextField<T extends FieldValues>({ control, name, ...props }: TextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <InputField name={name} value={field.value} onChange={field.onChange} {...props} />
      )}
    />
  );
}
