import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { groupChatPath } from '../../../shared/messaging/model/list-path.ts';
import { GroupSettings } from '../components/GroupSettings.tsx';
import { GroupsFrame } from '../components/GroupsFrame.tsx';
import { PrivateSettings } from '../components/PrivateSettings.tsx';
import styles from '../components/groups.module.css';

const ID = /^\d{1,10}$/;

/** ChatSettings?groupId= (a group) or ?targetId= (a private chat). */
export default function ChatSettingsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const groupId = params.get('groupId') ?? '';
  const targetId = params.get('targetId') ?? '';

  let content: React.ReactNode;
  let back: string = paths.chat;
  if (ID.test(groupId)) {
    content = <GroupSettings key={groupId} groupId={groupId} />;
    back = groupChatPath(groupId, { isFriendGroup: params.get('isFriendGroup') === '1' });
  } else if (ID.test(targetId) && Number(targetId) > 0) {
    content = <PrivateSettings key={targetId} userId={Number(targetId)} />;
    back = `${paths.personalChat}?targetId=${targetId}`;
  } else
    content = (
      <div className={styles.centered}>
        <ErrorBlock status="default" title={t('groups:notFound')} description="" />
      </div>
    );

  return (
    <GroupsFrame title={t('groups:settings.title')} backTo={back}>
      {content}
    </GroupsFrame>
  );
}
