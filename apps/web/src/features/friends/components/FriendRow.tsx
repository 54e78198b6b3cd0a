import { displayName, type FriendVo } from '@volna/contracts';
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { PersonAvatar } from '../../../shared/ui/UserAvatar.tsx';

/** One contact: avatar and the name of spec §3; opens his profile. */
export function FriendRow({ friend }: { friend: FriendVo }) {
  const navigate = useNavigate();
  const name = displayName(friend);
  return (
    <List.Item
      data-testid="friend-row"
      prefix={<PersonAvatar person={friend} name={name} size={40} alt={name} />}
      onClick={() => navigate(`${paths.aboutDetailUser}?userId=${friend.userId}`)}
    >
      <span data-testid="friend-name">{name}</span>
    </List.Item>
  );
}
