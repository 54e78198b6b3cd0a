import { zodResolver } from '@hookform/resolvers/zod';
import {
  FITNESS_CONTENT_MAX_LENGTH,
  FITNESS_REGION_MAX_LENGTH,
  FITNESS_STEPS_MAX,
  FitnessSource,
  fitnessCoinsFor,
  fitnessEntryBody,
  type FitnessTodayVo,
} from '@volna/contracts';
import { Dialog, Toast } from 'antd-mobile';
import { useEffect } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { TextField } from '../../../shared/forms/TextField.tsx';
import { useExitPrompt } from '../../../shared/ui/useExitPrompt.ts';
import { useEnterSteps } from '../api/enterSteps.ts';
import { useDeviceSteps } from '../model/useDeviceSteps.ts';
import styles from './fitness.module.css';
import { FormSubmit } from '../../../shared/ui/FormSubmit.tsx';

type Values = { steps: string; content: string; region: string };

/**
 * Today's entry: steps (from the device inside the native shell, typed in a browser), what the user did and where.
 * It cannot be changed once saved (spec §5), so saving asks first and names the coins it will pay.
 */
export function EntryForm({ rules }: { rules: FitnessTodayVo }) {
  const { t } = useTranslation();
  const enter = useEnterSteps();
  const device = useDeviceSteps(true);
  const { control, handleSubmit, formState, setValue } = useForm<Values>({
    resolver: zodResolver(fitnessEntryBody) as unknown as Resolver<Values>,
    defaultValues: { steps: '', content: '', region: '' },
  });
  const { allowLeave } = useExitPrompt(formState.isDirty && !enter.isSuccess);
  const typed = Number(useWatch({ control, name: 'steps' }));
  const fromDevice = device.state === 'read';

  useEffect(() => {
    if (device.state === 'read') setValue('steps', String(device.steps), { shouldValidate: true });
  }, [device, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    const steps = Number(values.steps);
    const sure = await Dialog.confirm({
      content: t('fitness:form.confirm', { steps, coins: fitnessCoinsFor(steps) }),
      confirmText: t('fitness:form.save'),
      cancelText: t('common:cancel'),
    });
    if (!sure) return;
    try {
      await enter.mutateAsync({
        steps,
        content: values.content,
        region: values.region,
        source: fromDevice ? FitnessSource.device : FitnessSource.manual,
      });
    } catch (error) {
      await Dialog.alert({ content: (error as Error).message, confirmText: t('common:ok') });
      return;
    }
    allowLeave();
    Toast.show({ icon: 'success', content: t('fitness:form.saved') });
  });

  const errors = formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate data-testid="fitness-form">
      <p className={styles.rules}>
        {t('fitness:rules', {
          max: FITNESS_STEPS_MAX.toLocaleString(currentLanguage()),
          per: rules.stepsPerCoin.toLocaleString(currentLanguage()),
          coins: rules.maxDailyCoins,
        })}
      </p>
      {device.state === 'reading' && <p className={styles.muted}>{t('fitness:form.reading')}</p>}
      {device.state === 'unavailable' && (
        <p className={styles.muted}>{t('fitness:form.deviceUnavailable')}</p>
      )}
      <TextField
        control={control}
        name="steps"
        label={fromDevice ? t('fitness:form.stepsFromDevice') : t('fitness:form.steps')}
        hint={t('fitness:form.stepsHint')}
        error={errors.steps?.message}
        inputMode="numeric"
        maxLength={6}
        normalize={(text) => (fromDevice ? String(device.steps) : text.replace(/\D/g, ''))}
      />
      <TextField
        control={control}
        name="content"
        label={t('fitness:form.content')}
        hint={t('fitness:form.contentHint')}
        error={errors.content?.message}
        maxLength={FITNESS_CONTENT_MAX_LENGTH}
      />
      <TextField
        control={control}
        name="region"
        label={t('fitness:form.region')}
        hint={t('fitness:form.regionHint')}
        error={errors.region?.message}
        maxLength={FITNESS_REGION_MAX_LENGTH}
      />
      {typed > 0 && typed <= FITNESS_STEPS_MAX && (
        <p className={styles.muted}>{t('fitness:form.willEarn', { coins: fitnessCoinsFor(typed) })}</p>
      )}
      <FormSubmit className={styles.actions} loading={enter.isPending}>
        {t('fitness:form.save')}
      </FormSubmit>
    </form>
  );
}
