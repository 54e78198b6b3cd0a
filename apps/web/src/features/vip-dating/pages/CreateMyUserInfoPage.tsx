import { Gender, VIP_CITY_MAX_LENGTH, VIP_NAME_MAX_LENGTH, VIP_TEXT_MAX_LENGTH } from '@volna/contracts';
import { type VipProfileVo, vipProfileBody } from '@volna/contracts';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FieldCard } from '../../../shared/forms/FieldCard.tsx';
import { PrefilledNote, ProfileFormPage } from '../../../shared/forms/profile-form.tsx';
import { ProfileTextField, useProfileForm } from '../../../shared/forms/profile-form.tsx';
import { paths } from '../../../shared/lib/paths.ts';
import { useSharedProfiles } from '../../../shared/profiles/useSharedProfiles.ts';
import { useVipProfile } from '../api/profile.ts';
import { useSaveVipProfile } from '../api/saveProfile.ts';
import { SexSelector } from '../components/SexSelector.tsx';
import styles from '../components/vip.module.css';

const EMPTY = {
  nickName: '',
  sex: Gender.male as number,
  age: '',
  city: '',
  height: '',
  weight: '',
  brief: '',
};
const draftOf = (p: VipProfileVo) => ({
  ...p,
  age: String(p.age),
  height: String(p.height),
  weight: String(p.weight),
});

/** pages/vipDating/createMyUserInfo: my VIP card (who is asking), created or edited. */
export default function CreateMyUserInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useVipProfile();
  const save = useSaveVipProfile();
  const others = useSharedProfiles('vip');
  const form = useProfileForm({
    empty: EMPTY,
    saved: profile.data,
    prefill: others.prefill && { ...others.prefill, city: others.prefill.place },
    toDraft: draftOf,
    parse: (draft) => vipProfileBody.safeParse(draft),
    save: async (body) => {
      if (save.isPending) return;
      try {
        await save.mutateAsync(body);
        Toast.show({ icon: 'success', content: t('vipDating:profile.saved') });
        await others.offerUpdate({ ...form.draft, place: form.draft.city });
        navigate(paths.vipPersonalCenter, { replace: true });
      } catch {
        // Shown by the API helper; the form keeps what was typed.
      }
    },
  });
  const { draft, set, error } = form;
  const number = (field: 'age' | 'height' | 'weight') => form.number(field, 'vipDating:profile');

  return (
    <ProfileFormPage
      title={t('vipDating:profile.title')}
      backTo={paths.vipPersonalCenter}
      saveLabel={t('vipDating:profile.save')}
      saving={save.isPending}
      onSave={() => void form.onSave()}
      className={styles.page}
    >
      <PrefilledNote shown={form.prefilled} className={styles.prefilled} />
      <ProfileTextField
        label={t('vipDating:profile.nickName')}
        error={error('nickName', 'vipDating:profile.nickNameRequired')}
        value={draft.nickName}
        onChange={set('nickName')}
        maxLength={VIP_NAME_MAX_LENGTH}
      />
      <FieldCard label={t('vipDating:profile.sex')}>
        <SexSelector value={draft.sex} onChange={set('sex')} />
      </FieldCard>
      {number('age')}
      <ProfileTextField
        label={t('vipDating:profile.city')}
        error={error('city', 'vipDating:profile.cityRequired')}
        value={draft.city}
        onChange={set('city')}
        maxLength={VIP_CITY_MAX_LENGTH}
      />
      {number('height')}
      {number('weight')}
      <ProfileTextField
        label={t('vipDating:profile.brief')}
        value={draft.brief}
        onChange={set('brief')}
        maxLength={VIP_TEXT_MAX_LENGTH}
        rows={{ min: 3, max: 6 }}
      />
    </ProfileFormPage>
  );
}
