import type { AdminUserDetailVo } from '@volna/contracts';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../shared/ui/format.ts';

const dash = (value: string | null | undefined) => value || '—';

/** The user's profile as the server keeps it (never a password, only whether a pay password is set). */
export function UserProfile({ user }: { user: AdminUserDetailVo }) {
  const { t } = useTranslation('users');
  const { t: common } = useTranslation();
  return (
    <Descriptions column={2} bordered size="small" data-testid="user-profile">
      <Descriptions.Item label={t('id')}>{user.userId}</Descriptions.Item>
      <Descriptions.Item label={t('userCode')}>{dash(user.userCode)}</Descriptions.Item>
      <Descriptions.Item label={t('userName')}>{dash(user.userName)}</Descriptions.Item>
      <Descriptions.Item label={t('nickName')}>{dash(user.nickName)}</Descriptions.Item>
      <Descriptions.Item label={t('fullName')}>
        {dash([user.firstName, user.lastName].filter(Boolean).join(' '))}
      </Descriptions.Item>
      <Descriptions.Item label={t('phone')}>
        {user.phone ? `${user.areaCode ?? ''} ${user.phone}` : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('email')}>{dash(user.email)}</Descriptions.Item>
      <Descriptions.Item label={t('languageColumn')}>{dash(user.language)}</Descriptions.Item>
      <Descriptions.Item label={t('role')}>{common(`roles.${user.staffRole}`)}</Descriptions.Item>
      <Descriptions.Item label={t('payPassword')}>
        {t(user.payPasswordSet ? 'payPasswordSet' : 'payPasswordNotSet')}
      </Descriptions.Item>
      <Descriptions.Item label={t('created')}>{formatTime(user.createTime)}</Descriptions.Item>
      <Descriptions.Item label={t('lastActive')}>{formatTime(user.lastActiveTime)}</Descriptions.Item>
    </Descriptions>
  );
}
