import { zodResolver } from '@hookform/resolvers/zod';
import { changeEmailBody, sendMailBody } from '@volna/contracts';
import { Button, Toast } from 'antd-mobile';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { EmailField } from '../../../shared/forms/AddressFields.tsx';
import { CodeInput } from '../../../shared/forms/CodeInput.tsx';
import { Field } from '../../../shared/forms/Field.tsx';
import { useGoBack } from '../../../shared/lib/navigation.ts';
import { useExitPrompt } from '../../../shared/ui/useExitPrompt.ts';
import { useChangeEmail } from '../api/changeEmail.ts';
import { useMyInfo } from '../api/myInfo.ts';
import { PageFrame } from '../components/PageFrame.tsx';
import styles from '../components/users.module.css';

/** A new e-mail address, proven by a code sent to that NEW address. */
export default function ChangeEmailPage() {
  const { t } = useTranslation();
  const goBack = useGoBack(paths.settings);
  const info = useMyInfo();
  const change = useChangeEmail();
  const { control, handleSubmit, formState, getValues, setError, clearErrors } = useForm({
    resolver: zodResolver(changeEmailBody),
    defaultValues: { email: '', code: '' },
  });
  const { allowLeave } = useExitPrompt(formState.isDirty);

  const target = () => {
    const parsed = sendMailBody.safeParse({ email: getValues('email') });
    if (parsed.success) {
      clearErrors('email');
      return parsed.data;
    }
    setError('email', { message: parsed.error.issues[0]?.message });
    return null;
  };
  const onSubmit = handleSubmit(async (body) => {
    try {
      await change.mutateAsync(body);
    } catch {
      return;
    }
    allowLeave();
    Toast.show({ icon: 'success', content: t('settings:emailChanged') });
    goBack();
  });
  const errors = formState.errors;
  const current = info.data?.email ?? '';

  return (
    <PageFrame title={t('settings:changeEmail')}>
      <form onSubmit={onSubmit} noValidate>
        <p className={styles.hint}>
          {current ? t('settings:currentEmail', { email: current }) : t('settings:noEmailYet')}
        </p>
        <EmailField control={control} label={t('settings:newEmail')} error={errors.email?.message} />
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
