import {
  Gender,
  VIP_CITY_MAX_LENGTH,
  VIP_NAME_MAX_LENGTH,
  VIP_TEXT_MAX_LENGTH,
  vipProfileBody,
} from '@volna/contracts';
import { Button, Input, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { useVipProfile } from '../api/profile.ts';
import { useSaveVipProfile } from '../api/saveProfile.ts';
import { FieldCard } from '../../../shared/forms/FieldCard.tsx';
import { SexSelector } from '../components/SexSelector.tsx';
import { TextArea } from '../../../shared/ui/TextArea.tsx';
import styles from '../components/vip.module.css';
import { invalidFields } from '../model/field-errors.ts';

type Draft = {
  nickName: string;
  sex: number;
  age: string;
  city: string;
  height: string;
  weight: string;
  brief: string;
};
const empty: Draft = { nickName: '', sex: Gender.male, age: '', city: '', height: '', weight: '', brief: '' };

/** pages/vipDating/createMyUserInfo: my VIP card (who is asking), created or edited. */
export default function CreateMyUserInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useVipProfile();
  const save = useSaveVipProfile();
  const [draft, setDraft] = useState<Draft>(empty);
  const [showErrors, setShowErrors] = useState(false);

  useEffect(() => {
    const p = profile.data;
    if (p)
      setDraft({
        nickName: p.nickName,
        sex: p.sex,
        age: String(p.age),
        city: p.city,
        height: String(p.height),
        weight: String(p.weight),
        brief: p.brief,
      });
  }, [profile.data]);

  const parsed = vipProfileBody.safeParse(draft);
  const bad = showErrors ? invalidFields(parsed.error) : new Set<string>();
  const set = (field: keyof Draft) => (value: string | number) => setDraft((d) => ({ ...d, [field]: value }));
  const error = (field: string, key: string) => (bad.has(field) ? t(key) : undefined);

  const onSave = async () => {
    setShowErrors(true);
    if (!parsed.success || save.isPending) return;
    try {
      await save.mutateAsync(parsed.data);
      Toast.show({ icon: 'success', content: t('vipDating:profile.saved') });
      navigate(paths.vipPersonalCenter, { replace: true });
    } catch {
      // Shown by the API helper; the form keeps what was typed.
    }
  };

  const numberField = (field: 'age' | 'height' | 'weight', label: string, hint: string) => (
    <FieldCard label={t(label)} error={error(field, hint)}>
      <Input
        type="number"
        inputMode="numeric"
        aria-label={t(label)}
        value={draft[field]}
        onChange={set(field)}
      />
    </FieldCard>
  );

  return (
    <PageFrame
      title={t('vipDating:profile.title')}
      backTo={paths.vipPersonalCenter}
      footer={
        <Button block color="primary" size="large" loading={save.isPending} onClick={() => void onSave()}>
          {t('vipDating:profile.save')}
        </Button>
      }
    >
      <div className={styles.page}>
        <FieldCard
          label={t('vipDating:profile.nickName')}
          error={error('nickName', 'vipDating:profile.nickNameRequired')}
        >
          <Input
            aria-label={t('vipDating:profile.nickName')}
            value={draft.nickName}
            onChange={set('nickName')}
            maxLength={VIP_NAME_MAX_LENGTH}
            clearable
          />
        </FieldCard>
        <FieldCard label={t('vipDating:profile.sex')}>
          <SexSelector value={draft.sex} onChange={set('sex')} />
        </FieldCard>
        {numberField('age', 'vipDating:profile.age', 'vipDating:profile.ageRange')}
        <FieldCard
          label={t('vipDating:profile.city')}
          error={error('city', 'vipDating:profile.cityRequired')}
        >
          <Input
            aria-label={t('vipDating:profile.city')}
            value={draft.city}
            onChange={set('city')}
            maxLength={VIP_CITY_MAX_LENGTH}
            clearable
          />
        </FieldCard>
        {numberField('height', 'vipDating:profile.height', 'vipDating:profile.heightRange')}
        {numberField('weight', 'vipDating:profile.weight', 'vipDating:profile.weightRange')}
        <FieldCard label={t('vipDating:profile.brief')}>
          <TextArea
            aria-label={t('vipDating:profile.brief')}
            value={draft.brief}
            onChange={set('brief')}
            maxLength={VIP_TEXT_MAX_LENGTH}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
          />
        </FieldCard>
      </div>
    </PageFrame>
  );
}
