import { Badge, Button, InfiniteScroll, List, Skeleton } from 'antd-mobile';
import { FilterOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlows } from '../api/flows.ts';
import { DEFAULT_FILTER, type FlowFilter, isFiltered } from '../model/flow-filter.ts';
import { FlowRow } from './FlowRow.tsx';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { StateBlock } from '../../../shared/ui/StateBlock.tsx';
import styles from './wallet.module.css';
import { lazyOverlay } from '../../../shared/ui/lazy-overlay.tsx';

// The filter panel, a popup (antd-mobile's, with react-spring and use-gesture), loads when first opened (issue 19).
const FlowFilterPanel = lazyOverlay(() =>
  import('./FlowFilterPanel.tsx').then((module) => module.FlowFilterPanel),
);

type Props = { filter: FlowFilter; onFilterChange: (filter: FlowFilter) => void };

/** Last operations under the filter, with the filter panel and loading more at the end. */
export function FlowHistory({ filter, onFilterChange }: Props) {
  const { t } = useTranslation();
  const [panelOpen, setPanelOpen] = useState(false);
  const flows = useFlows(filter);
  const rows = flows.data?.pages.flatMap((page) => page.rows) ?? [];

  let content: React.ReactNode;
  if (flows.isPending) content = <Skeleton.Paragraph lineCount={6} animated className={styles.hint} />;
  else if (flows.isError)
    content = <LoadFailed onRetry={() => void flows.refetch()} reason={flows.error.message} />;
  else if (rows.length === 0)
    content = (
      <StateBlock
        className={styles.centered}
        title={isFiltered(filter) ? t('wallet:history.emptyFiltered') : t('wallet:history.empty')}
        description={
          isFiltered(filter) ? t('wallet:history.emptyFilteredHint') : t('wallet:history.emptyHint')
        }
      >
        {isFiltered(filter) && (
          <Button onClick={() => onFilterChange(DEFAULT_FILTER)}>{t('wallet:filter.reset')}</Button>
        )}
      </StateBlock>
    );
  else
    content = (
      <>
        <List data-testid="flow-list">
          {rows.map((flow) => (
            <FlowRow key={flow.id} flow={flow} />
          ))}
        </List>
        <InfiniteScroll
          loadMore={async () => void (await flows.fetchNextPage({ throwOnError: true }))}
          hasMore={flows.hasNextPage}
        >
          {flows.hasNextPage ? t('common:loading') : t('wallet:history.end')}
        </InfiniteScroll>
      </>
    );

  return (
    <section className={styles.history} aria-label={t('wallet:history.title')}>
      <div className={styles.historyHeader}>
        <h2 className={styles.sectionTitle}>{t('wallet:history.title')}</h2>
        <Button
          fill="none"
          size="small"
          onClick={() => setPanelOpen(true)}
          aria-label={t('wallet:filter.title')}
        >
          <Badge content={isFiltered(filter) ? Badge.dot : null}>
            <FilterOutline fontSize={20} />
          </Badge>{' '}
          {t('wallet:filter.button')}
        </Button>
      </div>
      {content}
      <FlowFilterPanel
        visible={panelOpen}
        value={filter}
        onClose={() => setPanelOpen(false)}
        onApply={onFilterChange}
      />
    </section>
  );
}
