import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AreaCode,
  changeEmailBody,
  changeUserPhoneBody,
  sendMailBody,
  sendSmsBody,
} from '@volna/contracts';
import { Toast } from 'antd-mobile';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { EmailField, PhoneField } from '../../../shared/forms/AddressFields.tsx';
import { CodeInput } from '../../../shared/forms/CodeInput.tsx';
import { Field } from '../../../shared/forms/Field.tsx';
import { useGoBack } from '../../../shared/lib/navigation.ts';
import { useExitPrompt } from '../../../shared/ui/useExitPrompt.ts';
import { useChangeEmail } from '../api/changeEmail.ts';
import { useChangeUserPhone } from '../api/changeUserPhone.ts';
import { useMyInfo } from '../api/myInfo.ts';
import { PageFrame } from './PageFrame.tsx';
import styles from './users.module.css';
import { FormSubmit } from '../../../shared/ui/FormSubmit.tsx';

type Values = { areaCode: AreaCode; phone: string; email: string; code: string };
export type AddressChannel = 'phone' | 'email';

const channels = {
  phone: {
    schema: changeUserPhoneBody,
    title: 'settings:changePhone',
    newLabel: 'settings:newPhone',
    changed: 'settings:phoneChanged',
    none: 'settings:noPhoneYet',
  },
  email: {
    schema: changeEmailBody,
    title: 'settings:changeEmail',
    newLabel: 'settings:newEmail',
    changed: 'settings:emailChanged',
    none: 'settings:noEmailYet',
  },
} as const;

/** A new phone or e-mail for the account, proven by a code sent to that NEW address. */
export function ChangeAddressForm({ channel }: { channel: AddressChannel }) {
  const { t } = useTranslation();
  const goBack = useGoBack(paths.settings);
  const info = useMyInfo();
  const changePhone = useChangeUserPhone();
  const changeEmail = useChangeEmail();
  const change = channel === 'phone' ? changePhone : changeEmail;
  const setup = channels[channel];
  const { control, handleSubmit, formState, getValues, setError, clearErrors } = useForm<Values>({
    resolver: zodResolver(setup.schema) as unknown as Resolver<Values>,
    defaultValues: { areaCode: '+7', phone: '', email: '', code: '' },
  });
  const { allowLeave } = useExitPrompt(formState.isDirty);

  // Where the code goes: the new address, checked before sending.
  const target = () => {
    const { phone, areaCode, email } = getValues();
    const parsed =
      channel === 'phone' ? sendSmsBody.safeParse({ phone, areaCode }) : sendMailBody.safeParse({ email });
    if (parsed.success) {
      clearErrors(channel);
      return parsed.data;
    }
    setError(channel, { message: parsed.error.issues[0]?.message });
    return null;
  };
  const onSubmit = handleSubmit(async (values) => {
    try {
      if (channel === 'phone') await changePhone.mutateAsync(values);
      else await changeEmail.mutateAsync(values);
    } catch {
      return;
    }
    allowLeave();
    Toast.show({ icon: 'success', content: t(setup.changed) });
    goBack();
  });
  const errors = formState.errors;
  const me = info.data;
  const current =
    channel === 'phone'
      ? me?.userPhone
        ? `${me.internationalAreaCode}${me.userPhone}`
        : ''
      : (me?.email ?? '');

  return (
    <PageFrame title={t(setup.title)}>
      <form onSubmit={onSubmit} noValidate>
        <p className={styles.hint}>
          {!current
            ? t(setup.none)
            : channel === 'phone'
              ? t('settings:currentPhone', { phone: current })
              : t('settings:currentEmail', { email: current })}
        </p>
        {channel === 'phone' ? (
          <PhoneField
            control={control}
            label={t(setup.newLabel)}
            error={errors.phone?.message ?? errors.areaCode?.message}
          />
        ) : (
          <EmailField control={control} label={t(setup.newLabel)} error={errors.email?.message} />
        )}
        <Field label={t('auth:code')} error={errors.code?.message}>
          <Controller
            control={control}
            name="code"
            render={({ field }) => (
              <CodeInput value={field.value} onChange={field.onChange} target={target} />
            )}
          />
        </Field>
        <FormSubmit className={styles.actions} loading={change.isPending}>
          {t('common:save')}
        </FormSubmit>
      </form>
    </PageFrame>
  );
}
