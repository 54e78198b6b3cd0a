import { type AdminUserDetailVo, StaffRole, type StaffRoleValue } from '@volna/contracts';
import { Button, Popconfirm, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrantRole } from './api.ts';
import { settled } from '../../shared/api.ts';

const ROLES = Object.values(StaffRole) as StaffRoleValue[];

/** The staff role (platform administrator only; the server refuses anyone else). */
export function RoleControl({ user }: { user: AdminUserDetailVo }) {
  const { t } = useTranslation('users');
  const { t: common } = useTranslation();
  const grant = useGrantRole();
  const [draft, setDraft] = useState<StaffRoleValue>(user.staffRole as StaffRoleValue);
  return (
    <Space>
      <Select<StaffRoleValue>
        aria-label={t('role')}
        data-testid="user-role"
        style={{ width: 220 }}
        value={draft}
        onChange={setDraft}
        options={ROLES.map((role) => ({ value: role, label: common(`roles.${role}`) }))}
      />
      <Popconfirm
        title={t('roleQuestion', { role: common(`roles.${draft}`) })}
        disabled={draft === user.staffRole}
        onConfirm={settled(() => grant.mutateAsync({ userId: user.userId, staffRole: draft }))}
      >
        <Button disabled={draft === user.staffRole} loading={grant.isPending}>
          {t('applyRole')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
