import { useSearchParams } from 'react-router';
import { USER_PARAM } from './UserLink.tsx';
import { UserDrawer } from './UserDrawer.tsx';

/** The user drawer over any console page, opened by `?user=<id>` (UserLink), so it survives a reload. */
export function UserDrawerHost() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(USER_PARAM);
  const userId = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete(USER_PARAM);
    setParams(next);
  };
  return <UserDrawer userId={userId} onClose={close} />;
}
