import type { TransferVo } from '@volna/contracts';
import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import styles from './transfer.module.css';

/** After paying: sent (ordinary) or frozen until the conditions are met (safe), with the way on. */
export function TransferResult({ transfer, onAnother }: { transfer: TransferVo; onAnother: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const amount = formatMoney(transfer.amount, { locale: i18n.language, currency: transfer.currencyCode });
  return (
    <section className={styles.card} data-testid="transfer-result">
      <Result
        status={transfer.safe ? 'waiting' : 'success'}
        title={transfer.safe ? t('transfer:result.frozen') : t('transfer:result.sent')}
        description={t('transfer:result.description', { amount, name: transfer.receiver.nickName })}
      />
      <div className={styles.actions}>
        {transfer.safe && (
          <Button color="primary" block onClick={() => navigate(`${paths.safeTransfer}?id=${transfer.id}`)}>
            {t('transfer:result.openSafe')}
          </Button>
        )}
        <Button block onClick={() => navigate(paths.walletHome)}>
          {t('transfer:result.toWallet')}
        </Button>
        <Button block fill="none" onClick={onAnother}>
          {t('transfer:result.another')}
        </Button>
      </div>
    </section>
  );
}
