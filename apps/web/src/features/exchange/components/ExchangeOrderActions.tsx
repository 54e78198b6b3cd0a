import { EXCHANGE_REMARK_MAX_LENGTH, type ExchangeOrderVo } from '@volna/contracts';
import { Button, Dialog, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money.ts';
import { TextArea } from '../../../shared/ui/TextArea.tsx';
import { useExchangeStep } from '../api/exchangeOrder.ts';
import { CertificateAForm } from './CertificateAForm.tsx';
import styles from '../../../shared/payments/trade.module.css';

type Request = 'complaint' | 'cancelRequest';

/**
 * What the viewer may do now: exactly the actions the server answers from the transition table for his side
 * (`actions`), plus the requests to staff (complaint, cancellation) while the deal is open and his own withdrawal.
 */
export function ExchangeOrderActions({ order }: { order: ExchangeOrderVo }) {
  const { t, i18n } = useTranslation();
  const step = useExchangeStep();
  const [certificate, setCertificate] = useState<'confirm' | 'voucher' | null>(null);
  const [request, setRequest] = useState<Request | null>(null);
  const [reason, setReason] = useState('');
  const has = (action: string) => order.actions.includes(action);
  const amount = formatMoney(order.payAmount, { locale: i18n.language, currency: order.payCurrencyCode });

  if (order.actions.length === 0) return null;
  return (
    <div className={styles.actions}>
      {has('confirmPayment') && (
        <Button
          block
          size="large"
          data-testid="exchange-confirm-payment"
          onClick={() => setCertificate('confirm')}
        >
          {t('exchange:actions.confirmPayment')}
        </Button>
      )}
      {has('uploadVoucher') && (
        <Button
          block
          color="primary"
          size="large"
          data-testid="exchange-upload-voucher"
          onClick={() => setCertificate('voucher')}
        >
          {t('exchange:actions.uploadVoucher')}
        </Button>
      )}
      {has('confirmReceipt') && (
        <Button
          block
          color="primary"
          size="large"
          data-testid="exchange-confirm-receipt"
          loading={step.isPending}
          onClick={async () => {
            if (
              await Dialog.confirm({
                content: t('exchange:actions.receiptQuestion', { amount, name: order.buyerName }),
              })
            )
              await step
                .mutateAsync({ step: 'certificateB', body: { id: order.id, remark: '' } })
                .catch(() => undefined);
          }}
        >
          {t('exchange:actions.confirmReceipt')}
        </Button>
      )}
      {has('withdrawComplaint') && (
        <Button
          block
          size="large"
          data-testid="exchange-withdraw-complaint"
          onClick={() =>
            void step.mutateAsync({ step: 'withdrawComplaint', id: order.id }).catch(() => undefined)
          }
        >
          {t('exchange:actions.withdrawComplaint')}
        </Button>
      )}
      {has('complaint') && (
        <Button
          block
          color="danger"
          fill="outline"
          data-testid="exchange-complain"
          onClick={() => setRequest('complaint')}
        >
          {t('exchange:actions.complaint')}
        </Button>
      )}
      {has('cancelRequest') && (
        <Button
          block
          fill="outline"
          data-testid="exchange-cancel-request"
          onClick={() => setRequest('cancelRequest')}
        >
          {t('exchange:actions.cancelRequest')}
        </Button>
      )}

      <CertificateAForm
        orderId={order.id}
        withVoucher={certificate === 'voucher'}
        visible={certificate !== null}
        onClose={() => setCertificate(null)}
      />
      <Popup visible={request !== null} onMaskClick={() => setRequest(null)} bodyClassName={styles.sheet}>
        <h2 className={styles.sheetTitle}>{request ? t(`exchange:actions.${request}`) : ''}</h2>
        <p className={styles.hint}>{t('exchange:actions.requestHint')}</p>
        <TextArea
          id="exchange-request-reason"
          aria-label={t('exchange:actions.reason')}
          value={reason}
          onChange={setReason}
          maxLength={EXCHANGE_REMARK_MAX_LENGTH}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
          placeholder={t('exchange:actions.reason')}
        />
        <Button
          className={styles.submit}
          block
          color="danger"
          size="large"
          disabled={!reason.trim()}
          loading={step.isPending}
          data-testid="exchange-request-send"
          onClick={async () => {
            await step.mutateAsync({ step: request!, id: order.id, reason: reason.trim() });
            setRequest(null);
            setReason('');
          }}
        >
          {t('exchange:actions.send')}
        </Button>
      </Popup>
    </div>
  );
}
