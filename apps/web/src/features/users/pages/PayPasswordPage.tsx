import { zodResolver } from '@hookform/resolvers/zod';
import { PAY_PASSWORD_LENGTH, updatePayPasswordBody } from '@volna/contracts';
import { Button, Input, Toast } from 'antd-mobile';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { Field, formStyles } from '../../../shared/forms/Field.tsx';
import { useGoBack } from '../../../shared/lib/navigation.ts';
import { useExitPrompt } from '../../../shared/ui/useExitPrompt.ts';
import { useMyInfo } from '../api/myInfo.ts';
import { useUpdatePayPassword } from '../api/updatePayPassword.ts';
import { PageFrame } from '../components/PageFrame.tsx';
import styles from '../components/users.module.css';

const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, PAY_PASSWORD_LENGTH);

/** The 6-digit wallet password, set or replaced after confirming the login password. */
export default function PayPasswordPage() {
  const { t } = useTranslation();
  const goBack = useGoBack(paths.settings);
  const info = useMyInfo();
  const update = useUpdatePayPassword();
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(updatePayPasswordBody),
    defaultValues: { password: '', payPassword: '', confirmPayPassword: '' },
  });
  const { allowLeave } = useExitPrompt(formState.isDirty);
  const onSubmit = handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body);
    } catch {
      return;
    }
    allowLeave();
    Toast.show({ icon: 'success', content: t('settings:payPasswordSaved') });
    goBack();
  });
  const errors = formState.errors;

  return (
    <PageFrame title={t('settings:payPassword')}>
      <form onSubmit={onSubmit} noValidate>
        <p className={styles.hint}>
          {info.data?.hasPayPassword
            ? t('settings:payPasswordReplaceHint')
            : t('settings:payPasswordSetHint')}
        </p>
        <Field label={t('settings:loginPassword')} error={errors.password?.message}>
          <Controller
            control={control}
            name="password"
            render={({ field }) => (
              <Input
                className={formStyles.grow}
                type="password"
                name="password"
                autoComplete="current-password"
                value={field.value}
                onChange={field.onChange}
                placeholder={t('auth:passwordHint')}
              />
            )}
          />
        </Field>
        <Field label={t('settings:newPayPassword')} error={errors.payPassword?.message}>
          <Controller
            control={control}
            name="payPassword"
            render={({ field }) => (
              <Input
                className={formStyles.grow}
                type="password"
                inputMode="numeric"
                name="payPassword"
                autoComplete="off"
                maxLength={PAY_PASSWORD_LENGTH}
                value={field.value}
                onChange={(text) => field.onChange(digitsOnly(text))}
                placeholder={t('settings:payPasswordHint', { count: PAY_PASSWORD_LENGTH })}
              />
            )}
          />
        </Field>
        <Field label={t('settings:confirmPayPassword')} error={errors.confirmPayPassword?.message}>
          <Controller
            control={control}
            name="confirmPayPassword"
            render={({ field }) => (
              <Input
                className={formStyles.grow}
                type="password"
                inputMode="numeric"
                name="confirmPayPassword"
                autoComplete="off"
                maxLength={PAY_PASSWORD_LENGTH}
                value={field.value}
                onChange={(text) => field.onChange(digitsOnly(text))}
                placeholder={t('settings:confirmPayPasswordHint')}
              />
            )}
          />
        </Field>
        <div className={styles.actions}>
          <Button block type="submit" color="primary" size="large" loading={update.isPending}>
            {t('common:save')}
          </Button>
        </div>
      </form>
    </PageFrame>
  );
}
