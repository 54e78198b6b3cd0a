import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Virtuoso } from 'react-virtuoso';
import { paths } from '../../../app/paths.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { SegmentedChoice } from '../../../shared/ui/SegmentedChoice.tsx';
import { useMyOrders } from '../api/orders.ts';
import styles from '../components/listings.module.css';
import { OrderRow } from '../components/OrderRow.tsx';

type Role = 'buyer' | 'seller';

/** myOrder: what I bought and what I sold, in two tabs, newest first, pulled to refresh; an order opens its page. */
export default function MyOrderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const role: Role = params.get('role') === 'seller' ? 'seller' : 'buyer';
  const list = useMyOrders(role);
  const rows = list.data?.pages.flatMap((page) => page.rows) ?? [];

  let content: React.ReactNode;
  if (list.isPending)
    content = (
      <div className={styles.section} aria-busy="true">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  else if (list.isError)
    content = <LoadFailed onRetry={() => void list.refetch()} reason={list.error.message} />;
  else if (rows.length === 0)
    content = (
      <div className={styles.centered}>
        <ErrorBlock
          status="empty"
          title={t(`listings:orders.empty.${role}`)}
          description={t('listings:orders.emptyHint')}
        >
          <Button color="primary" onClick={() => navigate(paths.categoryHome)}>
            {t('listings:home.browse')}
          </Button>
        </ErrorBlock>
      </div>
    );
  else
    content = (
      <Virtuoso
        useWindowScroll
        data={rows}
        computeItemKey={(_, order) => order.id}
        endReached={() => {
          if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
        }}
        itemContent={(_, order) => (
          <OrderRow order={order} onOpen={(o) => navigate(`${paths.categoryOrderDetails}?id=${o.id}`)} />
        )}
        components={{
          Footer: () => (
            <div className={styles.listEnd}>
              {list.hasNextPage || list.isFetchingNextPage ? t('common:loading') : t('listings:list.end')}
            </div>
          ),
        }}
      />
    );

  return (
    <PageFrame title={t('listings:orders.title')} backTo={paths.categoryUserInfo}>
      <div className={styles.toolbar}>
        <SegmentedChoice<Role>
          value={role}
          onChange={(next) => setParams({ role: next }, { replace: true })}
          options={[
            { value: 'buyer', label: t('listings:orders.bought') },
            { value: 'seller', label: t('listings:orders.sold') },
          ]}
        />
      </div>
      <Refreshable onRefresh={() => list.refetch()}>{content}</Refreshable>
    </PageFrame>
  );
}
