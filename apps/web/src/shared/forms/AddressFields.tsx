import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from './Field.tsx';
import { PhoneInput } from './PhoneInput.tsx';
import { TextField } from './TextField.tsx';

type AddressProps<T extends FieldValues> = { control: Control<T>; label: string; error?: string };

/** The +7/+86 phone row of a form whose fields are `areaCode` and `phone`. */
export function PhoneField<T extends FieldValues>({ control, label, error }: AddressProps<T>) {
  return (
    <Field label={label} error={error}>
      <Controller
        control={control}
        name={'areaCode' as Path<T>}
        render={({ field: area }) => (
          <Controller
            control={control}
            name={'phone' as Path<T>}
            render={({ field }) => (
              <PhoneInput
                areaCode={area.value}
                onAreaCode={area.onChange}
                phone={field.value}
                onPhone={field.onChange}
              />
            )}
          />
        )}
      />
    </Field>
  );
}

/** The e-mail row of a form whose field is `email`. */
export function EmailField<T extends FieldValues>({ control, label, error }: AddressProps<T>) {
  const { t } = useTranslation();
  return (
    <TextField
      control={control}
      name={'email' as Path<T>}
      label={label}
      error={error}
      hint={t('auth:emailHint')}
      type="email"
      inputMode="email"
      autoComplete="email"
      clearable
    />
  );
}
