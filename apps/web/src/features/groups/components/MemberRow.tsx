import type { GroupMemberVo } from '@volna/contracts';
import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { PersonAvatar } from '../../../shared/ui/UserAvatar.tsx';
import { memberName } from '../model/member-name.ts';
import { RoleBadge } from './RoleBadge.tsx';

/** One member in a list: avatar, name in the group, role badge, and an action at the end. */
export function MemberRow({ member, extra }: { member: GroupMemberVo; extra?: ReactNode }) {
  const name = memberName(member);
  return (
    <List.Item prefix={<PersonAvatar person={member.userVo} size={36} alt={name} />} extra={extra}>
      {name} <RoleBadge role={member.role} />
    </List.Item>
  );
}
