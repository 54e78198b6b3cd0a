import { GroupRole } from '@volna/contracts';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** 'Owner' or 'Admin'; ordinary members carry no badge. */
export function RoleBadge({ role, className }: { role: number; className?: string }) {
  const { t } = useTranslation();
  if (role === GroupRole.owner)
    return (
      <Tag color="warning" className={className}>
        {t('groups:role.owner')}
      </Tag>
    );
  if (role === GroupRole.admin)
    return (
      <Tag color="primary" className={className}>
        {t('groups:role.admin')}
      </Tag>
    );
  return null;
}
