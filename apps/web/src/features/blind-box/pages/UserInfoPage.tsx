import { BLIND_BOX_NAME_MAX_LENGTH, BLIND_BOX_TEXT_MAX_LENGTH } from '@volna/contracts';
import { type BlindBoxProfileVo, blindBoxProfileBody, ResultCode } from '@volna/contracts';
import { Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceButton } from '../../../shared/location/PlaceButton.tsx';
import { useNavigate } from 'react-router';
import { FieldCard } from '../../../shared/forms/FieldCard.tsx';
import { PrefilledNote, ProfileFormPage } from '../../../shared/forms/profile-form.tsx';
import { ProfileTextField, useProfileForm } from '../../../shared/forms/profile-form.tsx';
import { paths } from '../../../shared/lib/paths.ts';
import { useSharedProfiles } from '../../../shared/profiles/useSharedProfiles.ts';
import { answerCode } from '../../../shared/payments/payment-errors.ts';
import { useBlindBoxProfile } from '../api/profile.ts';
import { useSaveBlindBoxProfile } from '../api/saveProfile.ts';
import styles from '../components/blindBox.module.css';
import { PhotoField } from '../components/PhotoField.tsx';
import { type Voice, VoiceField } from '../components/VoiceField.tsx';

const EMPTY = {
  nickName: '',
  age: '',
  height: '',
  weight: '',
  location: '',
  goals: '',
  brief: '',
  media: [] as string[],
};
const draftOf = (p: BlindBoxProfileVo) => ({
  nickName: p.nickName,
  age: String(p.age),
  height: String(p.height),
  weight: String(p.weight),
  location: p.location,
  goals: p.goals,
  brief: p.brief,
  media: p.media,
});

/** pagesBlindBox/pages/userInfo: my card (nickname, age 18–36, height, weight, location, goals, brief, photos, voice ≤ 30 s). */
export default function UserInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useBlindBoxProfile();
  const save = useSaveBlindBoxProfile();
  const [voice, setVoice] = useState<Voice>(null);
  useEffect(() => {
    const p = profile.data;
    if (p) setVoice(p.audioUrl ? { url: p.audioUrl, seconds: p.audioSeconds ?? 1 } : null);
  }, [profile.data]);
  const others = useSharedProfiles('blindBox');
  const form = useProfileForm({
    empty: EMPTY,
    saved: profile.data,
    prefill: others.prefill && { ...others.prefill, location: others.prefill.place },
    toDraft: draftOf,
    parse: (draft) =>
      blindBoxProfileBody.safeParse({ ...draft, audioUrl: voice?.url, audioSeconds: voice?.seconds }),
    save: async (body) => {
      if (save.isPending) return;
      try {
        await save.mutateAsync(body);
        Toast.show({ icon: 'success', content: t('blindBox:form.saved') });
        await others.offerUpdate({ ...form.draft, place: form.draft.location });
        navigate(paths.blindBoxHome, { replace: true });
      } catch (error) {
        if (answerCode(error) === ResultCode.datingProfileRequired) navigate(paths.datingEditData);
      }
    },
  });
  const { draft, set } = form;
  const error = (field: string, key = 'blindBox:form.required') => form.error(field, key);
  const text = (field: 'nickName' | 'location' | 'goals' | 'brief', multiline = false) => (
    <ProfileTextField
      label={t(`blindBox:form.${field}`)}
      error={error(field)}
      value={draft[field]}
      onChange={set(field)}
      maxLength={
        multiline ? BLIND_BOX_TEXT_MAX_LENGTH : field === 'nickName' ? BLIND_BOX_NAME_MAX_LENGTH : 64
      }
      rows={multiline ? { min: 2, max: 5 } : undefined}
    />
  );
  const number = (field: 'age' | 'height' | 'weight') => form.number(field, 'blindBox:form');

  return (
    <ProfileFormPage
      title={t('blindBox:form.title')}
      backTo={paths.blindBoxHome}
      saveLabel={t('blindBox:form.save')}
      saving={save.isPending}
      onSave={() => void form.onSave()}
      className={styles.page}
    >
      <PrefilledNote shown={form.prefilled} className={styles.prefilled} />
      <FieldCard label={t('blindBox:form.photos')} error={error('media', 'blindBox:form.photosRequired')}>
        <PhotoField value={draft.media} onChange={set('media')} />
      </FieldCard>
      {text('nickName')}
      {number('age')}
      {number('height')}
      {number('weight')}
      {text('location')}
      {/* The card keeps the place's name only, cut to the field's 64 characters. */}
      <PlaceButton
        place={{ address: draft.location, point: null }}
        onPick={(place) => set('location')(place.address.slice(0, 64))}
      />
      {text('goals', true)}
      {text('brief', true)}
      <FieldCard label={t('blindBox:form.voice')}>
        <VoiceField value={voice} onChange={setVoice} />
      </FieldCard>
    </ProfileFormPage>
  );
}
