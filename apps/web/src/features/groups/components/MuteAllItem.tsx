import type { GroupVo } from '@volna/contracts';
import { List, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSetMuteAll } from '../api/muteAll.ts';

/** Mute-all for the owner and admins: everybody but them is silenced. */
export function MuteAllItem({ group }: { group: GroupVo }) {
  const { t } = useTranslation();
  const setMuteAll = useSetMuteAll();
  return (
    <List.Item
      description={t('groups:msgSetting.muteAllHint')}
      extra={
        <Switch
          checked={group.gagAll}
          loading={setMuteAll.isPending}
          onChange={(on) => setMuteAll.mutate({ groupId: group.groupId, on })}
          aria-label={t('groups:msgSetting.muteAll')}
        />
      }
    >
      {t('groups:msgSetting.muteAll')}
    </List.Item>
  );
}
