import { EXCHANGE_REMARK_MAX_LENGTH, type ExchangeOrderVo } from '@volna/contracts';
import { Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money.ts';
import { ReasonSheet, type ReasonTexts, TradeActionBar } from '../../../shared/trade/TradeActionBar.tsx';
import { useExchangeStep } from '../api/exchangeOrder.ts';
import { CertificateAForm } from './CertificateAForm.tsx';

type Request = 'complaint' | 'cancelRequest';
/** The request sheet's texts; its title is the request's name. */
const REQUEST: Omit<ReasonTexts, 'title'> = {
  hint: 'exchange:actions.requestHint',
  field: 'exchange:actions.reason',
  placeholder: 'exchange:actions.reason',
  send: 'exchange:actions.send',
};

/**
 * What the viewer may do now: exactly the actions the server answers from the transition table for his side
 * (`actions`), plus the requests to staff (complaint, cancellation) while the deal is open and his own withdrawal.
 */
export function ExchangeOrderActions({ order }: { order: ExchangeOrderVo }) {
  const { t, i18n } = useTranslation();
  const step = useExchangeStep();
  const [certificate, setCertificate] = useState<'confirm' | 'voucher' | null>(null);
  const [request, setRequest] = useState<Request | null>(null);
  const amount = formatMoney(order.payAmount, { locale: i18n.language, currency: order.payCurrencyCode });

  return (
    <TradeActionBar
      allowed={order.actions}
      buttons={{
        confirmPayment: {
          label: t('exchange:actions.confirmPayment'),
          testId: 'exchange-confirm-payment',
          size: 'large',
          onClick: () => setCertificate('confirm'),
        },
        uploadVoucher: {
          label: t('exchange:actions.uploadVoucher'),
          testId: 'exchange-upload-voucher',
          color: 'primary',
          size: 'large',
          onClick: () => setCertificate('voucher'),
        },
        confirmReceipt: {
          label: t('exchange:actions.confirmReceipt'),
          testId: 'exchange-confirm-receipt',
          color: 'primary',
          size: 'large',
          loading: step.isPending,
          onClick: async () => {
            const content = t('exchange:actions.receiptQuestion', { amount, name: order.buyerName });
            if (await Dialog.confirm({ content }))
              await step
                .mutateAsync({ step: 'certificateB', body: { id: order.id, remark: '' } })
                .catch(() => undefined);
          },
        },
        withdrawComplaint: {
          label: t('exchange:actions.withdrawComplaint'),
          testId: 'exchange-withdraw-complaint',
          size: 'large',
          onClick: () =>
            void step.mutateAsync({ step: 'withdrawComplaint', id: order.id }).catch(() => undefined),
        },
        complaint: {
          label: t('exchange:actions.complaint'),
          testId: 'exchange-complain',
          color: 'danger',
          fill: 'outline',
          onClick: () => setRequest('complaint'),
        },
        cancelRequest: {
          label: t('exchange:actions.cancelRequest'),
          testId: 'exchange-cancel-request',
          fill: 'outline',
          onClick: () => setRequest('cancelRequest'),
        },
      }}
    >
      <CertificateAForm
        orderId={order.id}
        withVoucher={certificate === 'voucher'}
        visible={certificate !== null}
        onClose={() => setCertificate(null)}
      />
      <ReasonSheet
        open={request !== null}
        onClose={() => setRequest(null)}
        texts={{ ...REQUEST, title: `exchange:actions.${request ?? 'complaint'}` }}
        id="exchange-request-reason"
        maxLength={EXCHANGE_REMARK_MAX_LENGTH}
        sendTestId="exchange-request-send"
        pending={step.isPending}
        onSend={(reason) => step.mutateAsync({ step: request!, id: order.id, reason })}
      />
    </TradeActionBar>
  );
}
