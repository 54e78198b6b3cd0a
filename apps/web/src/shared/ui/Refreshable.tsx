import { PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Pull-to-refresh with the app's wording. */
export function Refreshable({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <PullToRefresh
      onRefresh={async () => {
        await onRefresh();
      }}
      pullingText={t('common:pullToRefresh')}
      canReleaseText={t('common:releaseToRefresh')}
      refreshingText={t('common:loading')}
      completeText={t('common:refreshed')}
    >
      {children}
    </PullToRefresh>
  );
}
