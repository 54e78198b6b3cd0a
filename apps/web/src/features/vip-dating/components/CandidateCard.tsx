import type { VipCandidateVo } from '@volna/contracts';
import { Checkbox, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../shared/ui/UserAvatar.tsx';

type Props = {
  candidate: VipCandidateVo;
  /** When the user may pick: whether this one is chosen. */
  checked?: boolean;
  onToggle?: (checked: boolean) => void;
  onOpen?: () => void;
};

/** One proposed person: photo, name, age, city, who proposed him; a tick while the pick is open. */
export function CandidateCard({ candidate, checked, onToggle, onOpen }: Props) {
  const { t } = useTranslation();
  const pickable = onToggle !== undefined;
  return (
    <List.Item
      prefix={
        <UserAvatar src={candidate.avatar} nickName={candidate.nickName} size={48} alt={candidate.nickName} />
      }
      description={[
        candidate.age ? t('vipDating:candidate.age', { age: candidate.age }) : '',
        candidate.city,
        candidate.source === 'staff' ? t('vipDating:candidate.byStaff') : t('vipDating:candidate.byServer'),
      ]
        .filter(Boolean)
        .join(' · ')}
      extra={
        pickable ? (
          <Checkbox
            checked={checked}
            onChange={onToggle}
            aria-label={t('vipDating:candidate.pick', { name: candidate.nickName })}
          />
        ) : candidate.picked ? (
          t('vipDating:candidate.picked')
        ) : undefined
      }
      onClick={onOpen}
    >
      {candidate.nickName}
    </List.Item>
  );
}
