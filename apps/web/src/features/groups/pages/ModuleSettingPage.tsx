import { ConversationType, CUSTOMER_SERVICE_MODULE_TYPE, MODULE_TYPE_MAX } from '@volna/contracts';
import { Button, ErrorBlock, List, Skeleton } from 'antd-mobile';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { useModuleGroups } from '../api/moduleGroups.ts';
import { ConversationPrefs } from '../components/ConversationPrefs.tsx';
import { GroupsFrame } from '../components/GroupsFrame.tsx';
import styles from '../components/groups.module.css';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { DEFAULT_SUPPORT_MODULE, useContactSupport } from '../../../shared/support/useContactSupport.ts';

/** A product area from the address; anything else is the default area. */
function moduleOf(value: string | null) {
  const number = Number(value);
  return value && /^\d{1,2}$/.test(value) && number <= MODULE_TYPE_MAX ? number : DEFAULT_SUPPORT_MODULE;
}

/** moduleSetting?moduleType=: a product area's support chat — who answers, its settings, and the way into it. */
export default function ModuleSettingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const moduleType = moduleOf(params.get('moduleType'));
  const groups = useModuleGroups();
  const support = useContactSupport(moduleType);
  const group = groups.data?.find(
    (g) => g.moduleType === CUSTOMER_SERVICE_MODULE_TYPE && g.responsibleModule === moduleType,
  );
  const chat = useMemo(
    () => (group ? { conversationType: ConversationType.group, targetId: String(group.groupId) } : null),
    [group],
  );

  let content: React.ReactNode;
  if (groups.isPending) content = <Skeleton.Paragraph lineCount={5} animated className={styles.hint} />;
  else if (groups.isError) content = <LoadFailed onRetry={() => void groups.refetch()} />;
  else if (!group || !chat)
    content = (
      <div className={styles.centered}>
        <ErrorBlock
          status="empty"
          title={t('groups:support.none')}
          description={t('groups:support.noneHint')}
        >
          <Button color="primary" loading={support.pending} onClick={support.contact}>
            {t('groups:support.contact')}
          </Button>
        </ErrorBlock>
      </div>
    );
  else
    content = (
      <>
        <List className={styles.section}>
          <List.Item extra={group.imNickName || '—'}>{t('groups:support.agent')}</List.Item>
        </List>
        <ConversationPrefs chat={chat} />
        <div className={styles.actions}>
          <Button
            block
            color="primary"
            size="large"
            onClick={() => navigate(`${paths.groupChat}?groupId=${group.groupId}&isModule=1`)}
          >
            {t('groups:support.openChat')}
          </Button>
        </div>
      </>
    );

  return <GroupsFrame title={t('groups:support.title')}>{content}</GroupsFrame>;
}
