import type { GroupVo } from '@volna/contracts';
import { List, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useEditGroup } from '../api/editGroup.ts';

/**
 * For the owner and admins: whether people who join later read what was written before (off by default; it counts
 * at the moment someone joins).
 */
export function HistoryVisibleItem({ group }: { group: GroupVo }) {
  const { t } = useTranslation();
  const edit = useEditGroup();
  return (
    <List.Item
      description={t('groups:settings.historyVisibleHint')}
      extra={
        <Switch
          checked={group.historyVisible}
          loading={edit.isPending}
          onChange={(on) => edit.mutate({ groupId: group.groupId, historyVisible: on })}
          aria-label={t('groups:settings.historyVisible')}
        />
      }
    >
      {t('groups:settings.historyVisible')}
    </List.Item>
  );
}
