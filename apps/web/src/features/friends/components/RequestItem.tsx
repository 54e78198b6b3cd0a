import { displayName, type FriendRequestVo } from '@volna/contracts';
import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { PersonAvatar } from '../../../shared/ui/UserAvatar.tsx';

type Props = { request: FriendRequestVo; description: string; extra: ReactNode; testId: string };

/** One request on the agreement page: the other side (`request.user`), opening his profile on a tap. */
export function RequestItem({ request, description, extra, testId }: Props) {
  const navigate = useNavigate();
  const { user } = request;
  const name = displayName(user);
  return (
    <List.Item
      data-testid={testId}
      prefix={<PersonAvatar person={user} name={name} size={40} alt={name} />}
      description={description}
      extra={extra}
      arrowIcon={false}
      onClick={() => navigate(`${paths.aboutDetailUsers}?userId=${user.userId}`)}
    >
      {name}
    </List.Item>
  );
}
