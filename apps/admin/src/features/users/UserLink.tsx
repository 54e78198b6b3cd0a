import { Space, Typography } from 'antd';
import { useSearchParams } from 'react-router';

/** The URL param that opens a user's drawer over any page (ConsoleLayout hosts the drawer). */
export const USER_PARAM = 'user';

/** Opens a user's drawer on top of the current page, keeping the page's own params (its filters). */
export function useOpenUser() {
  const [params, setParams] = useSearchParams();
  return (userId: number) => {
    const next = new URLSearchParams(params);
    next.set(USER_PARAM, String(userId));
    setParams(next);
  };
}

/** A user's id that opens his drawer (profile, sessions, balances, flows). */
export function UserLink({ userId }: { userId: number }) {
  const openUser = useOpenUser();
  return (
    <Typography.Link
      data-testid={`user-link-${userId}`}
      onClick={(event) => {
        event.stopPropagation();
        openUser(userId);
      }}
    >
      #{userId}
    </Typography.Link>
  );
}

/** A party of an order or a deal: the name and the id that opens his drawer; a dash for nobody yet. */
export function PartyCell({ user }: { user: { userId: number; nickName: string } | null | undefined }) {
  if (!user) return <>—</>;
  return (
    <Space size={4}>
      {user.nickName}
      <UserLink userId={user.userId} />
    </Space>
  );
}
