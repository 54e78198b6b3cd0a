import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { WalletPageFrame } from '../../../shared/payments/WalletPageFrame.tsx';
import { P2pPublishForm } from '../components/P2pPublishForm.tsx';

/** Publish a withdrawal request (pTopHomePage/publishExchange); on success, the success page. */
export default function P2pPublishPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <WalletPageFrame title={t('p2p:publishTitle')} backTo={paths.p2pHome}>
      <P2pPublishForm
        onDone={(order) => navigate(`${paths.p2pPublishSuccess}?id=${order.id}`, { replace: true })}
      />
    </WalletPageFrame>
  );
}
