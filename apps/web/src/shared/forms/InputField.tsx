import { Input, type InputProps } from 'antd-mobile';
import { Field, formStyles } from './Field.tsx';

export type InputFieldProps = {
  name: string;
  label: string;
  error?: string;
  /** Translated hint shown in the empty input. */
  hint: string;
  value: string;
  onChange: (value: string) => void;
  /** Rewrites typed text before it reaches the form (e.g. digits only). */
  normalize?: (text: string) => string;
} & Pick<InputProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'clearable'>;

/**
 * A labelled text input with its translated error line, for a form that keeps its own values (the login page's, issue
 * 19: no form library on the first screen). TextField binds it to a react-hook-form field.
 */
export function InputField({
  name,
  label,
  error,
  hint,
  value,
  onChange,
  normalize,
  ...input
}: InputFieldProps) {
  return (
    <Field label={label} error={error}>
      <Input
        className={formStyles.grow}
        name={name}
        value={value}
        onChange={(text) => onChange(normalize ? normalize(text) : text)}
        placeholder={hint}
        {...input}
      />
    </Field>
  );
}
