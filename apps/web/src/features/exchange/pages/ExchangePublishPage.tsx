import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { WalletPageFrame } from '../../../shared/payments/WalletPageFrame.tsx';
import { ExchangePublishForm } from '../components/ExchangePublishForm.tsx';

/** Publish an exchange request (exchangeHome/publishExchange); on success, the success page. */
export default function ExchangePublishPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <WalletPageFrame title={t('exchange:publishTitle')} backTo={paths.exchangeHome}>
      <ExchangePublishForm
        onDone={(ad) => navigate(`${paths.exchangePublishSuccess}?id=${ad.id}`, { replace: true })}
      />
    </WalletPageFrame>
  );
}
