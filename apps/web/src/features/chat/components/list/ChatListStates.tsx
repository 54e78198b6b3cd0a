import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { StateBlock } from '../../../../shared/ui/StateBlock.tsx';
import styles from './chat-list.module.css';

/** Rows of grey shapes while the chats load. */
export function ChatListSkeleton() {
  return (
    <div aria-busy="true">
      {Array.from({ length: 7 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows
        <div className={styles.skeletonRow} key={index}>
          <Skeleton animated className={styles.skeletonAvatar} />
          <div className={styles.skeletonText}>
            <Skeleton.Paragraph lineCount={2} animated />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Spec §8: a failed load shows an empty list, with a retry. */
export function ChatListFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.centered}>
      <StateBlock title={t('chat:list.loadFailed')} description={t('chat:list.loadFailedHint')}>
        <Button color="primary" onClick={onRetry}>
          {t('common:retry')}
        </Button>
      </StateBlock>
    </div>
  );
}

type EmptyAction = { key: string; text: string; primary?: boolean; onClick: () => void };

/** No chats (in this tab): what happens next. */
export function ChatListEmpty({
  title,
  hint,
  actions,
}: {
  title: string;
  hint: string;
  actions: EmptyAction[];
}) {
  return (
    <div className={styles.centered}>
      <StateBlock title={title} description={hint}>
        <div className={styles.emptyActions}>
          {actions.map((action) => (
            <Button
              key={action.key}
              color={action.primary ? 'primary' : 'default'}
              fill={action.primary ? 'solid' : 'outline'}
              block
              onClick={action.onClick}
            >
              {action.text}
            </Button>
          ))}
        </div>
      </StateBlock>
    </div>
  );
}
