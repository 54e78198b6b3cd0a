import { zodResolver } from '@hookform/resolvers/zod';
import { type AreaCode, forgotPasswordBody } from '@volna/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'antd-mobile';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../../../shared/forms/CodeInput.tsx';
import { Field, formStyles } from '../../../shared/forms/Field.tsx';
import { PasswordField } from '../../../shared/forms/PasswordField.tsx';
import { useExitPrompt } from '../../../shared/ui/useExitPrompt.ts';
import { type MyInfoQuery, useMyInfo } from '../api/myInfo.ts';
import { useResetPassword } from '../api/resetPassword.ts';
import { FormSkeleton } from '../components/FormSkeleton.tsx';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { signOutHere } from '../signOutHere.ts';
import { PageFrame } from '../components/PageFrame.tsx';
import { SegmentedChoice } from '../../../shared/ui/SegmentedChoice.tsx';
import styles from '../components/users.module.css';
import { FormSubmit } from '../../../shared/ui/FormSubmit.tsx';

type Channel = 'phone' | 'email';
type Me = NonNullable<MyInfoQuery['data']>;

/** A new password confirmed by a code to my own phone or e-mail; every session ends, so login follows. */
export default function ChangePwdPage() {
  const { t } = useTranslation();
  const info = useMyInfo();
  const [channel, setChannel] = useState<Channel | null>(null);
  if (info.isPending)
    return (
      <PageFrame title={t('settings:changePassword')}>
        <FormSkeleton />
      </PageFrame>
    );
  if (info.isError)
    return (
      <PageFrame title={t('settings:changePassword')}>
        <LoadFailed onRetry={() => void info.refetch()} />
      </PageFrame>
    );
  const me = info.data;
  const channels: Channel[] = [
    ...(me.userPhone ? ['phone' as const] : []),
    ...(me.email ? ['email' as const] : []),
  ];
  const chosen = channel ?? channels[0] ?? 'phone';
  return (
    <PageFrame title={t('settings:changePassword')}>
      {channels.length > 1 && (
        <div className={styles.hint}>
          <SegmentedChoice
            className={formStyles.segmented}
            value={chosen}
            onChange={setChannel}
            options={[
              { label: t('settings:viaPhone'), value: 'phone' },
              { label: t('settings:viaEmail'), value: 'email' },
            ]}
          />
        </div>
      )}
      <PasswordForm key={chosen} me={me} channel={chosen} />
    </PageFrame>
  );
}

function PasswordForm({ me, channel }: { me: Me; channel: Channel }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const reset = useResetPassword();
  const address =
    channel === 'phone'
      ? { phone: me.userPhone, areaCode: me.internationalAreaCode as AreaCode }
      : { email: me.email };
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(forgotPasswordBody),
    defaultValues: { ...address, code: '', password: '', confirmPassword: '' },
  });
  const { allowLeave } = useExitPrompt(formState.isDirty);
  const shownAddress = channel === 'phone' ? `${me.internationalAreaCode}${me.userPhone}` : me.email;

  const onSubmit = handleSubmit(async (body) => {
    try {
      await reset.mutateAsync(body);
    } catch {
      return;
    }
    allowLeave();
    // Every session ended with the change: the user reads why before the login page opens.
    await Dialog.alert({ content: t('settings:passwordChangedRelogin'), confirmText: t('common:ok') });
    signOutHere(queryClient, 'login');
  });
  const errors = formState.errors;

  return (
    <form onSubmit={onSubmit} noValidate>
      <p className={styles.hint}>{t('settings:codeGoesTo', { address: shownAddress })}</p>
      <Field
        label={t('auth:code')}
        error={errors.code?.message ?? errors.phone?.message ?? errors.email?.message}
      >
        <Controller
          control={control}
          name="code"
          render={({ field }) => (
            <CodeInput value={field.value} onChange={field.onChange} target={() => address} />
          )}
        />
      </Field>
      <PasswordField
        control={control}
        name="password"
        label={t('auth:newPassword')}
        error={errors.password?.message}
        autoComplete="new-password"
        hint={t('auth:passwordRuleHint')}
      />
      <PasswordField
        control={control}
        name="confirmPassword"
        label={t('auth:confirmPassword')}
        error={errors.confirmPassword?.message}
        autoComplete="new-password"
        hint={t('auth:confirmPasswordHint')}
      />
      <FormSubmit className={styles.actions} loading={reset.isPending}>
        {t('common:save')}
      </FormSubmit>
    </form>
  );
}
