import { zodResolver } from '@hookform/resolvers/zod';
import { type AreaCode, changeUserPhoneBody, sendSmsBody } from '@volna/contracts';
import { Button, Toast } from 'antd-mobile';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { PhoneField } from '../../../shared/forms/AddressFields.tsx';
import { CodeInput } from '../../../shared/forms/CodeInput.tsx';
import { Field } from '../../../shared/forms/Field.tsx';
import { useGoBack } from '../../../shared/lib/navigation.ts';
import { useExitPrompt } from '../../../shared/ui/useExitPrompt.ts';
import { useChangeUserPhone } from '../api/changeUserPhone.ts';
import { useMyInfo } from '../api/myInfo.ts';
import { PageFrame } from '../components/PageFrame.tsx';
import styles from '../components/users.module.css';

/** A new phone number, proven by a code sent to that NEW number. */
export default function ChangeNumberPage() {
  const { t } = useTranslation();
  const goBack = useGoBack(paths.settings);
  const info = useMyInfo();
  const change = useChangeUserPhone();
  const { control, handleSubmit, formState, getValues, setError, clearErrors } = useForm({
    resolver: zodResolver(changeUserPhoneBody),
    defaultValues: { areaCode: '+7' as AreaCode, phone: '', code: '' },
  });
  const { allowLeave } = useExitPrompt(formState.isDirty);

  const target = () => {
    const parsed = sendSmsBody.safeParse({ phone: getValues('phone'), areaCode: getValues('areaCode') });
    if (parsed.success) {
      clearErrors('phone');
      return parsed.data;
    }
    setError('phone', { message: parsed.error.issues[0]?.message });
    return null;
  };
  const onSubmit = handleSubmit(async (body) => {
    try {
      await change.mutateAsync(body);
    } catch {
      return;
    }
    allowLeave();
    Toast.show({ icon: 'success', content: t('settings:phoneChanged') });
    goBack();
  });
  const errors = formState.errors;
  const current = info.data?.userPhone ? `${info.data.internationalAreaCode}${info.data.userPhone}` : '';

  return (
    <PageFrame title={t('settings:changePhone')}>
      <form onSubmit={onSubmit} noValidate>
        <p className={styles.hint}>
          {current ? t('settings:currentPhone', { phone: current }) : t('settings:noPhoneYet')}
        </p>
        <PhoneField
          control={control}
          label={t('settings:newPhone')}
          error={errors.phone?.message ?? errors.areaCode?.message}
        />
        <Field label={t('auth:code')} error={errors.code?.message}>
          <Controller
            control={control}
            name="code"
            render={({ field }) => (
              <CodeInput value={field.value} onChange={field.onChange} target={target} />
            )}
          />
        </Field>
        <div className={styles.actions}>
          <Button block type="submit" color="primary" size="large" loading={change.isPending}>
            {t('common:save')}
          </Button>
        </div>
      </form>
    </PageFrame>
  );
}
