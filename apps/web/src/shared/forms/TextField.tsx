import { Input, type InputProps } from 'antd-mobile';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { Field, formStyles } from './Field.tsx';

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
export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  error,
  hint,
  normalize,
  ...input
}: TextFieldProps<T>) {
  return (
    <Field label={label} error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Input
            className={formStyles.grow}
            name={name}
            value={field.value}
            onChange={(text) => field.onChange(normalize ? normalize(text) : text)}
            placeholder={hint}
            {...input}
          />
        )}
      />
    </Field>
  );
}
