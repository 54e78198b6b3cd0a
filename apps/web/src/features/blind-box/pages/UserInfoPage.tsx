import {
  BLIND_BOX_NAME_MAX_LENGTH,
  BLIND_BOX_TEXT_MAX_LENGTH,
  blindBoxProfileBody,
  ResultCode,
} from '@volna/contracts';
import { Button, Input, Toast } from 'antd-mobile';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { answerCode } from '../../../shared/payments/payment-errors.ts';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { useBlindBoxProfile } from '../api/profile.ts';
import { useSaveBlindBoxProfile } from '../api/saveProfile.ts';
import { TextArea } from '../../../shared/ui/TextArea.tsx';
import styles from '../components/blindBox.module.css';
import { PhotoField } from '../components/PhotoField.tsx';
import { type Voice, VoiceField } from '../components/VoiceField.tsx';

type Draft = {
  nickName: string;
  age: string;
  height: string;
  weight: string;
  location: string;
  goals: string;
  brief: string;
  media: string[];
};
const empty: Draft = {
  nickName: '',
  age: '',
  height: '',
  weight: '',
  location: '',
  goals: '',
  brief: '',
  media: [],
};

function Field({ label, error, children }: { label: string; error?: string; children: ReactNode }) {
  return (
    <div className={styles.card}>
      <p className={styles.label}>{label}</p>
      {children}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** pagesBlindBox/pages/userInfo: my card (nickname, age 18–36, height, weight, location, goals, brief, photos, voice ≤ 30 s). */
export default function UserInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useBlindBoxProfile();
  const save = useSaveBlindBoxProfile();
  const [draft, setDraft] = useState<Draft>(empty);
  const [voice, setVoice] = useState<Voice>(null);
  const [showErrors, setShowErrors] = useState(false);

  useEffect(() => {
    const p = profile.data;
    if (!p) return;
    setDraft({
      nickName: p.nickName,
      age: String(p.age),
      height: String(p.height),
      weight: String(p.weight),
      location: p.location,
      goals: p.goals,
      brief: p.brief,
      media: p.media,
    });
    setVoice(p.audioUrl ? { url: p.audioUrl, seconds: p.audioSeconds ?? 1 } : null);
  }, [profile.data]);

  const parsed = blindBoxProfileBody.safeParse({
    ...draft,
    audioUrl: voice?.url,
    audioSeconds: voice?.seconds,
  });
  const bad = new Set(showErrors ? (parsed.error?.issues ?? []).map((i) => String(i.path[0])) : []);
  const set = (field: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const err = (field: string, key = 'blindBox:form.required') => (bad.has(field) ? t(key) : undefined);

  const onSave = async () => {
    setShowErrors(true);
    if (!parsed.success || save.isPending) return;
    try {
      await save.mutateAsync(parsed.data);
      Toast.show({ icon: 'success', content: t('blindBox:form.saved') });
      navigate(paths.blindBoxHome, { replace: true });
    } catch (error) {
      if (answerCode(error) === ResultCode.datingProfileRequired) navigate(paths.datingEditData);
    }
  };

  const text = (field: 'nickName' | 'location' | 'goals' | 'brief', label: string, multiline = false) => (
    <Field label={t(label)} error={err(field)}>
      {multiline ? (
        <TextArea
          aria-label={t(label)}
          value={draft[field]}
          onChange={set(field)}
          maxLength={BLIND_BOX_TEXT_MAX_LENGTH}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
        />
      ) : (
        <Input
          aria-label={t(label)}
          value={draft[field]}
          onChange={set(field)}
          maxLength={field === 'nickName' ? BLIND_BOX_NAME_MAX_LENGTH : 64}
          clearable
        />
      )}
    </Field>
  );
  const number = (field: 'age' | 'height' | 'weight', label: string, hint: string) => (
    <Field label={t(label)} error={err(field, hint)}>
      <Input
        type="number"
        inputMode="numeric"
        aria-label={t(label)}
        value={draft[field]}
        onChange={set(field)}
      />
    </Field>
  );

  return (
    <PageFrame
      title={t('blindBox:form.title')}
      backTo={paths.blindBoxHome}
      footer={
        <Button block color="primary" size="large" loading={save.isPending} onClick={() => void onSave()}>
          {t('blindBox:form.save')}
        </Button>
      }
    >
      <div className={styles.page}>
        <Field label={t('blindBox:form.photos')} error={err('media', 'blindBox:form.photosRequired')}>
          <PhotoField value={draft.media} onChange={(media) => setDraft((d) => ({ ...d, media }))} />
        </Field>
        {text('nickName', 'blindBox:form.nickName')}
        {number('age', 'blindBox:form.age', 'blindBox:form.ageRange')}
        {number('height', 'blindBox:form.height', 'blindBox:form.heightRange')}
        {number('weight', 'blindBox:form.weight', 'blindBox:form.weightRange')}
        {text('location', 'blindBox:form.location')}
        {text('goals', 'blindBox:form.goals', true)}
        {text('brief', 'blindBox:form.brief', true)}
        <Field label={t('blindBox:form.voice')}>
          <VoiceField value={voice} onChange={setVoice} />
        </Field>
      </div>
    </PageFrame>
  );
}
