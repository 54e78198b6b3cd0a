import { Button, ErrorBlock, List, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { useSentRequests } from '../api/sentRequests.ts';
import styles from './friends.module.css';
import { RequestItem } from './RequestItem.tsx';
import { useConfirmCancelRequest } from './useConfirmCancelRequest.ts';

/** My requests still waiting for an answer, each with Cancel. */
export function SentRequests() {
  const { t } = useTranslation();
  const requests = useSentRequests();
  const { confirmCancel, cancel } = useConfirmCancelRequest();

  let content: React.ReactNode;
  if (requests.isPending) content = <Skeleton.Paragraph lineCount={5} animated className={styles.hint} />;
  else if (requests.isError) content = <LoadFailed onRetry={() => void requests.refetch()} />;
  else if (requests.data.length === 0)
    content = (
      <div className={styles.centered}>
        <ErrorBlock status="empty" title={t('friends:noSent')} description={t('friends:noSentHint')} />
      </div>
    );
  else
    content = (
      <List>
        {requests.data.map((request) => {
          const busy = cancel.isPending && cancel.variables?.requestId === request.requestId;
          return (
            <RequestItem
              key={request.requestId}
              request={request}
              testId="sent-request"
              description={request.message || t('friends:awaitingAnswer')}
              extra={
                // Inside the row that opens his profile: the press cancels, it does not also open the profile.
                <div className={styles.requestButtons} onClick={(event) => event.stopPropagation()}>
                  <Button
                    size="small"
                    loading={busy}
                    disabled={busy}
                    onClick={() => void confirmCancel(request)}
                  >
                    {t('friends:cancelRequest')}
                  </Button>
                </div>
              }
            />
          );
        })}
      </List>
    );

  return <Refreshable onRefresh={() => requests.refetch()}>{content}</Refreshable>;
}
