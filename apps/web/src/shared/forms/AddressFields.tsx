import { Input } from 'antd-mobile';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, formStyles } from './Field.tsx';
import { PhoneInput } from './PhoneInput.tsx';

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
    <Field label={label} error={error}>
      <Controller
        control={control}
        name={'email' as Path<T>}
        render={({ field }) => (
          <Input
            className={formStyles.grow}
            type="email"
            inputMode="email"
            autoComplete="email"
            name="email"
            value={field.value}
            onChange={field.onChange}
            placeholder={t('auth:emailHint')}
            clearable
          />
        )}
      />
    </Field>
  );
}
