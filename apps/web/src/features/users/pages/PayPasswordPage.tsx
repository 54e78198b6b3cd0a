import { zodResolver } from '@hookform/resolvers/zod';
import { PAY_PASSWORD_LENGTH, updatePayPasswordBody } from '@volna/contracts';
import { Toast } from 'antd-mobile';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { PasswordField } from '../../../shared/forms/PasswordField.tsx';
import { useGoBack } from '../../../shared/lib/navigation.ts';
import { useExitPrompt } from '../../../shared/ui/useExitPrompt.ts';
import { useMyInfo } from '../api/myInfo.ts';
import { useUpdatePayPassword } from '../api/updatePayPassword.ts';
import { PageFrame } from '../components/PageFrame.tsx';
import styles from '../components/users.module.css';
import { FormSubmit } from '../../../shared/ui/FormSubmit.tsx';

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
        <PasswordField
          control={control}
          name="password"
          label={t('settings:loginPassword')}
          error={errors.password?.message}
          autoComplete="current-password"
          hint={t('auth:passwordHint')}
        />
        <PasswordField
          control={control}
          name="payPassword"
          label={t('settings:newPayPassword')}
          error={errors.payPassword?.message}
          autoComplete="off"
          hint={t('settings:payPasswordHint', { count: PAY_PASSWORD_LENGTH })}
          digits={PAY_PASSWORD_LENGTH}
        />
        <PasswordField
          control={control}
          name="confirmPayPassword"
          label={t('settings:confirmPayPassword')}
          error={errors.confirmPayPassword?.message}
          autoComplete="off"
          hint={t('settings:confirmPayPasswordHint')}
          digits={PAY_PASSWORD_LENGTH}
        />
        <FormSubmit className={styles.actions} loading={update.isPending}>
          {t('common:save')}
        </FormSubmit>
      </form>
    </PageFrame>
  );
}
