import type { UserVo } from '@volna/contracts';
import { ErrorBlock, List, Popup, SearchBar, Skeleton } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFriendList } from '../../../shared/friends/friendList.ts';
import { PersonAvatar } from '../../../shared/ui/UserAvatar.tsx';
import styles from './transfer.module.css';

type Props = { visible: boolean; onClose: () => void; onPick: (user: UserVo) => void };

/** A sheet of my contacts, searchable by name or remark: the recipient in two taps instead of his number. */
export function ContactPicker({ visible, onClose, onPick }: Props) {
  const { t } = useTranslation();
  const friends = useFriendList();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    const all = friends.data ?? [];
    if (!needle) return all;
    return all.filter((friend) =>
      [friend.commentName, friend.nickName].some((name) => name.toLocaleLowerCase().includes(needle)),
    );
  }, [friends.data, query]);

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={`${styles.sheet} ${styles.pickerSheet}`}>
      <h2 className={styles.sheetTitle}>{t('transfer:form.pickContact')}</h2>
      <SearchBar value={query} onChange={setQuery} placeholder={t('transfer:form.searchContacts')} />
      <div className={styles.pickerList}>
        {friends.isPending && <Skeleton.Paragraph lineCount={5} animated />}
        {friends.isError && <ErrorBlock status="disconnected" title={t('common:loadFailed')} />}
        {friends.data && shown.length === 0 && (
          <ErrorBlock
            status="empty"
            title={
              friends.data.length === 0 ? t('transfer:form.noContacts') : t('transfer:form.noContactMatch')
            }
          />
        )}
        <List>
          {shown.map((friend) => (
            <List.Item
              key={friend.userId}
              prefix={<PersonAvatar person={friend} size={36} alt="" />}
              onClick={() => onPick(friend)}
            >
              {friend.commentName || friend.nickName}
            </List.Item>
          ))}
        </List>
      </div>
    </Popup>
  );
}
