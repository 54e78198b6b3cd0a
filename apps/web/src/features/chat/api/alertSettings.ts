import type { MyUserInfo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import type { AlertSettings } from '../model/alerts.ts';

/** The signed-in user's record, cached under the same key the profile screens read and refresh after a change. */
const MY_INFO_KEY = ['user', 'info'] as const;
const SETTINGS_STALE_MS = 60_000;

const fetchMyInfo = () => api.get<MyUserInfo>('/app/user/info', { silent: true });

/** confFlag and msgFlag from the cached record (loaded if missing or older than a minute); undefined if unreadable. */
export async function alertSettings(): Promise<AlertSettings | undefined> {
  try {
    const info = await queryClient.fetchQuery({
      queryKey: MY_INFO_KEY,
      queryFn: fetchMyInfo,
      staleTime: SETTINGS_STALE_MS,
    });
    return { confFlag: info.confFlag, msgFlag: info.msgFlag };
  } catch {
    // A failed refresh still leaves the last known flags, if any.
    const known = queryClient.getQueryData<MyUserInfo>(MY_INFO_KEY);
    return known ? { confFlag: known.confFlag, msgFlag: known.msgFlag } : undefined;
  }
}
