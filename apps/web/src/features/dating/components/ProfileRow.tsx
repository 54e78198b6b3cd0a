import type { DatingCardVo } from '@volna/contracts';
import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../shared/ui/UserAvatar.tsx';

/** A profile as a list row: picture, name and age, city and purposes; `extra` holds the row's action. */
export function ProfileRow({
  profile,
  onOpen,
  extra,
}: {
  profile: DatingCardVo;
  onOpen: () => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <List.Item
      data-testid="dating-row"
      prefix={
        <UserAvatar
          src={profile.avatarCompress || profile.avatar}
          nickName={profile.nickName}
          size={48}
          alt={profile.nickName}
        />
      }
      description={[profile.location, ...profile.labels.map((label) => label.name)].join(' · ')}
      extra={extra}
      onClick={onOpen}
    >
      {t('dating:card.nameAge', { name: profile.nickName, age: profile.age })}
    </List.Item>
  );
}
