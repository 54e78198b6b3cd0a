import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { SegmentedChoice } from '../../../shared/ui/SegmentedChoice.tsx';
import { useMyOrders } from '../api/orders.ts';
import styles from '../components/listings.module.css';
import { OrderRow } from '../components/OrderRow.tsx';
import { PagedList } from '../components/PagedList.tsx';

type Role = 'buyer' | 'seller';

/** myOrder: what I bought and what I sold, in two tabs, newest first, pulled to refresh; an order opens its page. */
export default function MyOrderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const role: Role = params.get('role') === 'seller' ? 'seller' : 'buyer';
  const list = useMyOrders(role);
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
      <PagedList
        list={list}
        keyOf={(order) => order.id}
        render={(order) => (
          <OrderRow order={order} onOpen={(o) => navigate(`${paths.categoryOrderDetails}?id=${o.id}`)} />
        )}
        empty={{
          title: t(`listings:orders.empty.${role}`),
          hint: t('listings:orders.emptyHint'),
          action: (
            <Button color="primary" onClick={() => navigate(paths.categoryHome)}>
              {t('listings:home.browse')}
            </Button>
          ),
        }}
      />
    </PageFrame>
  );
}
