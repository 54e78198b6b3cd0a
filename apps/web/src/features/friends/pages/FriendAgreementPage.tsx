import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { FriendsFrame } from '../components/FriendsFrame.tsx';
import styles from '../components/friends.module.css';
import { ReceivedRequests } from '../components/ReceivedRequests.tsx';
import { SentRequests } from '../components/SentRequests.tsx';

type Segment = 'received' | 'sent';

/** Friend requests: those addressed to me, and (`?tab=sent`, kept in the address so a reload stays there) mine. */
export default function FriendAgreementPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const segment: Segment = params.get('tab') === 'sent' ? 'sent' : 'received';

  const choose = (next: Segment) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'sent') updated.set('tab', 'sent');
        else updated.delete('tab');
        return updated;
      },
      { replace: true },
    );

  return (
    <FriendsFrame title={t('friends:newFriends')} backTo={paths.friends}>
      <Tabs activeKey={segment} onChange={(key) => choose(key as Segment)} className={styles.tabs}>
        <Tabs.Tab key="received" title={t('friends:received')} />
        <Tabs.Tab key="sent" title={t('friends:sent')} />
      </Tabs>
      {segment === 'sent' ? <SentRequests /> : <ReceivedRequests />}
    </FriendsFrame>
  );
}
