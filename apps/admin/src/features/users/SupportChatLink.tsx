import { useQuery } from '@tanstack/react-query';
import { CUSTOMER_SERVICE_MODULE_TYPE, type GroupVo } from '@volna/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api.ts';
import { openInH5 } from './openInH5.ts';

/**
 * The user's customer-service chat (a module group of type 6 he owns) in which this staff member answers, opened in
 * the H5 app. Staff see these groups as members (`/app/group/groupModuleList` lists them for the agent), so a
 * user whose chat another agent answers shows "no chat with you".
 */
export function SupportChatLink({ userId }: { userId: number }) {
  const { t } = useTranslation('users');
  const groups = useQuery({
    queryKey: ['myModuleGroups'],
    queryFn: () => api.get<GroupVo[]>('/app/group/groupModuleList', undefined, true),
  });
  const chat = groups.data?.find(
    (group) => group.moduleType === CUSTOMER_SERVICE_MODULE_TYPE && group.userId === userId,
  );
  if (!chat)
    return groups.isPending ? null : <Typography.Text type="secondary">{t('noSupportChat')}</Typography.Text>;
  return (
    <Typography.Link
      data-testid={`support-chat-${userId}`}
      onClick={(event) => {
        event.stopPropagation();
        openInH5(`/pages/chat/GroupChat?groupId=${chat.groupId}&isModule=1`);
      }}
    >
      {t('supportChat', { id: chat.groupId })}
    </Typography.Link>
  );
}
