import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { WalletPageFrame } from '../../../shared/payments/WalletPageFrame.tsx';
import { P2pPublishForm } from '../components/P2pPublishForm.tsx';
import { P2pTopUpForm } from '../components/P2pTopUpForm.tsx';

/**
 * Publish a withdrawal request (pTopHomePage/publishExchange); on success, the success page. With `?kind=topUp`, a
 * top-up request of one's own instead (issue 32), which opens its order at once (nothing was frozen).
 */
export default function P2pPublishPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  if (params.get('kind') === 'topUp')
    return (
      <WalletPageFrame title={t('p2pTopUp:title')} backTo={paths.p2pHome}>
        <P2pTopUpForm onDone={(order) => navigate(`${paths.p2pOrder}?id=${order.id}`, { replace: true })} />
      </WalletPageFrame>
    );
  return (
    <WalletPageFrame title={t('p2p:publishTitle')} backTo={paths.p2pHome}>
      <P2pPublishForm
        onDone={(order) => navigate(`${paths.p2pPublishSuccess}?id=${order.id}`, { replace: true })}
      />
    </WalletPageFrame>
  );
}
