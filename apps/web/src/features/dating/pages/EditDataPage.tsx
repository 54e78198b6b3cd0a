import {
  DATING_AGE_MAX,
  DATING_AGE_MIN,
  DATING_BRIEF_MAX_LENGTH,
  DATING_HEIGHT_MAX,
  DATING_HEIGHT_MIN,
  DATING_LABELS_MAX,
  DATING_LOCATION_MAX_LENGTH,
  DATING_WEIGHT_MAX,
  DATING_WEIGHT_MIN,
  type DatingProfileVo,
  Gender,
  USER_NAME_MAX_LENGTH,
} from '@volna/contracts';
import { Button, Dialog, Input, Selector, Skeleton, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceButton } from '../../../shared/location/PlaceButton.tsx';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { Field, formStyles } from '../../../shared/forms/Field.tsx';
import { formatMoney } from '../../../shared/format/money.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { useTopUpPrompt } from '../../../shared/payments/top-up-prompt.ts';
import { useIdempotencyKey } from '../../../shared/payments/useIdempotencyKey.ts';
import { useSharedProfiles } from '../../../shared/profiles/useSharedProfiles.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { useExitPrompt } from '../../../shared/ui/useExitPrompt.ts';
import { useDatingBond } from '../api/bond.ts';
import { useReceiptCurrencies } from '../api/currencies.ts';
import { useDatingLabels } from '../api/labels.ts';
import { useMyDatingProfile } from '../api/profile.ts';
import { useSaveDatingProfile } from '../api/saveProfile.ts';
import { uploadDatingFile } from '../api/upload.ts';
import { AlbumEditor } from '../components/AlbumEditor.tsx';
import { TextArea } from '../../../shared/ui/TextArea.tsx';
import styles from '../components/dating.module.css';
import { PriceInput } from '../components/PriceInput.tsx';
import { useDatingRefusal } from '../components/useDatingRefusal.ts';
import { VoiceIntroField } from '../components/VoiceIntroField.tsx';
import {
  type AlbumItem,
  checkForm,
  emptyForm,
  type FormErrors,
  formOf,
  type ProfileForm,
} from '../model/profile-form.ts';
import { PrefilledNote } from '../../../shared/forms/profile-form.tsx';

const digits = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);

/** EditData: my dating profile form, for the first publish (which holds the deposit) and later edits. */
export default function EditDataPage() {
  const { t } = useTranslation();
  const mine = useMyDatingProfile();
  let content: React.ReactNode;
  if (mine.isPending) content = <Skeleton.Paragraph lineCount={10} animated className={styles.section} />;
  else if (mine.isError)
    content = <LoadFailed onRetry={() => void mine.refetch()} reason={mine.error.message} />;
  else content = <ProfileEditor saved={mine.data} />;
  return (
    <PageFrame
      title={t(mine.data ? 'dating:form.editTitle' : 'dating:form.createTitle')}
      backTo={paths.dating}
    >
      {content}
    </PageFrame>
  );
}

function ProfileEditor({ saved }: { saved: DatingProfileVo | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const labels = useDatingLabels();
  const currencies = useReceiptCurrencies();
  const bond = useDatingBond(saved === null);
  const save = useSaveDatingProfile();
  const keys = useIdempotencyKey();
  const topUpPrompt = useTopUpPrompt();
  const refusal = useDatingRefusal();
  const [form, setForm] = useState<ProfileForm>(() => (saved ? formOf(saved) : emptyForm(null)));
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const { allowLeave } = useExitPrompt(dirty);
  const lang = currentLanguage();
  const others = useSharedProfiles('dating');
  const [prefilled, setPrefilled] = useState(false);
  // A first dating card starts from the VIP or blind-box card's shared fields (issue 30 item 9), once, before any edit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: filled once, when the other card loads
  useEffect(() => {
    const from = others.prefill;
    if (saved !== null || !from || dirty || prefilled) return;
    const { place, ...shared } = from;
    setForm((current) => ({ ...current, ...shared, location: place }));
    setPrefilled(true);
  }, [others.prefill]);

  const currencyId = form.currencyId ?? currencies.data?.[0]?.id ?? null;
  const change = (patch: Partial<ProfileForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setDirty(true);
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof FormErrors];
      return next;
    });
  };
  const setItems = (update: (items: AlbumItem[]) => AlbumItem[]) =>
    setForm((current) => ({ ...current, items: update(current.items) }));

  /** Uploads what is not uploaded yet, each item with its own progress; answers the form with every address. */
  const uploadAll = async (current: ProfileForm): Promise<ProfileForm> => {
    const items = await Promise.all(
      current.items.map(async (item) => {
        if (item.id !== undefined || item.url || !item.file) return item;
        const patch = (change: Partial<AlbumItem>) =>
          setItems((list) => list.map((other) => (other.key === item.key ? { ...other, ...change } : other)));
        patch({ progress: 0, failed: false });
        try {
          const stored = await uploadDatingFile(item.file, item.file.name, (progress) => patch({ progress }));
          patch({ url: stored.url, urlCompress: stored.urlCompress, progress: 100 });
          return { ...item, url: stored.url, urlCompress: stored.urlCompress };
        } catch (error) {
          patch({ failed: true, progress: null });
          throw error;
        }
      }),
    );
    let voice = current.voice;
    if (voice?.blob && !voice.url) {
      const stored = await uploadDatingFile(voice.blob, `voice-intro.${voice.extension ?? 'webm'}`);
      voice = { ...voice, url: stored.url };
      setForm((latest) => ({ ...latest, voice }));
    }
    return { ...current, items, voice };
  };

  const onSave = async () => {
    const current = { ...form, currencyId };
    const first = checkForm(current);
    setErrors(first.errors);
    if (!first.body) {
      Toast.show({ content: t('dating:form.fixErrors') });
      return;
    }
    // The first publish holds the deposit: its amount is stated (read now if it was not yet) and confirmed first.
    const deposit = saved ? null : (bond.data ?? (await bond.refetch()).data);
    if (!saved && !deposit) {
      Toast.show({ content: t('common:loadFailed') });
      return;
    }
    if (deposit) {
      const amount = formatMoney(deposit.amount, { locale: lang, currency: deposit.currencyCode });
      if (!deposit.enough) {
        Toast.show({ content: t('dating:bond.short', { amount }) });
        await topUpPrompt();
        return;
      }
      const confirmed = await Dialog.confirm({
        title: t('dating:bond.title'),
        content: t('dating:bond.confirm', { amount }),
        confirmText: t('dating:form.publish'),
        cancelText: t('common:cancel'),
      });
      if (!confirmed) return;
    }
    setBusy(true);
    try {
      const uploaded = await uploadAll(current);
      const { body } = checkForm(uploaded);
      if (!body) return;
      const idempotencyKey = keys.keyFor({ create: !saved, body });
      try {
        await save.mutateAsync({ body, create: !saved, idempotencyKey });
        keys.settle();
      } catch (error) {
        keys.settle(error);
        throw error;
      }
      Toast.show({ icon: 'success', content: t(saved ? 'common:saved' : 'dating:form.published') });
      allowLeave();
      setDirty(false);
      const { nickName, age, height, weight, location, brief } = uploaded;
      await others.offerUpdate({ nickName, age, height, weight, place: location, brief });
      navigate(paths.datingMenu, { replace: true });
    } catch (error) {
      await refusal(error);
    } finally {
      setBusy(false);
    }
  };

  const hasPaid = form.items.some((item) => item.isPaid);
  return (
    <div data-testid="dating-edit-data">
      <PrefilledNote shown={prefilled} className={styles.prefilled} />
      <div className={styles.section}>
        <h3 className={styles.sectionTitle}>{t('dating:form.album')}</h3>
        <AlbumEditor items={form.items} onChange={(items) => change({ items })} busy={busy} />
        {errors.items && (
          <Field label="" error={errors.items}>
            {null}
          </Field>
        )}
      </div>
      <Field label={t('dating:form.nickName')} error={errors.nickName}>
        <Input
          className={formStyles.grow}
          value={form.nickName}
          onChange={(nickName) => change({ nickName })}
          maxLength={USER_NAME_MAX_LENGTH}
          placeholder={t('dating:form.nickNameHint')}
          aria-label={t('dating:form.nickName')}
        />
      </Field>
      <Field label={t('dating:form.gender')} error={errors.gender}>
        <Selector
          columns={2}
          value={form.gender === null ? [] : [form.gender]}
          onChange={(picked) => picked[0] !== undefined && change({ gender: picked[0] })}
          disabled={saved !== null}
          options={[
            { label: t('dating:gender.male'), value: Gender.male },
            { label: t('dating:gender.female'), value: Gender.female },
          ]}
        />
      </Field>
      {saved && (
        <p className={styles.muted} style={{ padding: '0 16px' }}>
          {t('dating:form.genderLocked')}
        </p>
      )}
      <Field label={t('dating:form.age')} error={errors.age}>
        <Input
          className={formStyles.grow}
          value={form.age}
          inputMode="numeric"
          onChange={(age) => change({ age: digits(age, 2) })}
          placeholder={t('dating:form.range', { min: DATING_AGE_MIN, max: DATING_AGE_MAX })}
          aria-label={t('dating:form.age')}
        />
      </Field>
      <Field label={t('dating:form.height')} error={errors.height}>
        <Input
          className={formStyles.grow}
          value={form.height}
          inputMode="numeric"
          onChange={(height) => change({ height: digits(height, 3) })}
          placeholder={t('dating:form.rangeCm', { min: DATING_HEIGHT_MIN, max: DATING_HEIGHT_MAX })}
          aria-label={t('dating:form.height')}
        />
      </Field>
      <Field label={t('dating:form.weight')} error={errors.weight}>
        <Input
          className={formStyles.grow}
          value={form.weight}
          inputMode="numeric"
          onChange={(weight) => change({ weight: digits(weight, 3) })}
          placeholder={t('dating:form.rangeKg', { min: DATING_WEIGHT_MIN, max: DATING_WEIGHT_MAX })}
          aria-label={t('dating:form.weight')}
        />
      </Field>
      <Field label={t('dating:form.location')} error={errors.location}>
        <Input
          className={formStyles.grow}
          value={form.location}
          onChange={(location) => change({ location })}
          maxLength={DATING_LOCATION_MAX_LENGTH}
          placeholder={t('dating:form.locationHint')}
          aria-label={t('dating:form.location')}
        />
        {/* The profile keeps the place's name only (the feed filters by it), cut to the field's length. */}
        <PlaceButton
          place={{ address: form.location, point: null }}
          onPick={(place) => change({ location: place.address.slice(0, DATING_LOCATION_MAX_LENGTH) })}
        />
      </Field>
      <Field label={t('dating:form.purposes', { max: DATING_LABELS_MAX })} error={errors.labelIds}>
        {labels.isError ? (
          <Button size="small" onClick={() => void labels.refetch()}>
            {t('common:retry')}
          </Button>
        ) : (
          <Selector
            multiple
            columns={3}
            value={form.labelIds}
            onChange={(labelIds) => change({ labelIds: labelIds.slice(0, DATING_LABELS_MAX) })}
            options={(labels.data ?? []).map((label) => ({ label: label.name, value: label.id }))}
          />
        )}
      </Field>
      <Field label={t('dating:form.brief')} error={errors.brief}>
        <TextArea
          value={form.brief}
          onChange={(brief) => change({ brief })}
          maxLength={DATING_BRIEF_MAX_LENGTH}
          showCount
          rows={3}
          placeholder={t('dating:form.briefHint')}
          aria-label={t('dating:form.brief')}
        />
      </Field>
      <div className={styles.section}>
        <h3 className={styles.sectionTitle}>{t('dating:voice.title')}</h3>
        <VoiceIntroField value={form.voice} onChange={(voice) => change({ voice })} busy={busy} />
      </div>
      <Field label={t('dating:form.currency')} error={errors.currencyId}>
        <Selector
          columns={3}
          value={currencyId === null ? [] : [currencyId]}
          onChange={(picked) => picked[0] !== undefined && change({ currencyId: picked[0] })}
          options={(currencies.data ?? []).map((currency) => ({ label: currency.code, value: currency.id }))}
        />
      </Field>
      {(hasPaid || form.albumPrice) && (
        <Field label={t('dating:form.albumPrice')} error={errors.albumPrice}>
          <PriceInput
            value={form.albumPrice}
            onChange={(albumPrice) => change({ albumPrice })}
            label={t('dating:form.albumPrice')}
          />
        </Field>
      )}
      <div className={styles.formActions}>
        <Button block color="primary" size="large" loading={busy} onClick={() => void onSave()}>
          {t(saved ? 'common:save' : 'dating:form.publish')}
        </Button>
      </div>
    </div>
  );
}
