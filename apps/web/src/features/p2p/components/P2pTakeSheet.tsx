import type { P2pOrderVo } from '@volna/contracts';
import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money.ts';
import { PayPasswordSheet } from '../../../shared/payments/PayPasswordSheet.tsx';
import styles from '../../../shared/payments/trade.module.css';
import { type TextFieldSpec, TextFieldList, useTextValues } from '../../../shared/trade/TradeFields.tsx';
import { useTakeTopUp } from '../api/topUpRequest.ts';

const cardOk = (v: string) => /^(\d{12,19})?$/.test(v.replace(/\s+/g, ''));
const phoneOk = (v: string) => /^(\+?\d{7,15})?$/.test(v.replace(/[\s()-]+/g, ''));
const PAYEE = ['cardNumber', 'phone', 'bank', 'name'] as const;
const PAYEE_FIELDS: TextFieldSpec<(typeof PAYEE)[number]>[] = [
  { name: 'cardNumber', id: 'take-card', inputMode: 'numeric', valid: cardOk },
  { name: 'phone', id: 'take-phone', inputMode: 'tel', valid: phoneOk, hint: 'cardOrPhone' },
  { name: 'bank', id: 'take-bank' },
  { name: 'name', id: 'take-name' },
];

/**
 * Taking a top-up request: where the publisher is to pay me outside, then my pay password — my amount is frozen
 * until I confirm his payment arrived (or staff decide a complaint).
 */
export function P2pTakeSheet({
  order,
  open,
  onClose,
}: {
  order: P2pOrderVo;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const take = useTakeTopUp();
  const payee = useTextValues(PAYEE);
  const [paying, setPaying] = useState(false);
  const { cardNumber, phone, bank, name } = payee.values;
  const ready =
    (cardNumber.trim() !== '' || phone.trim() !== '') &&
    cardOk(cardNumber) &&
    phoneOk(phone) &&
    bank.trim() !== '' &&
    name.trim() !== '';
  const amount = formatMoney(order.payAmount, { locale: i18n.language, currency: order.payCurrencyCode });
  return (
    <>
      <Popup visible={open && !paying} onMaskClick={onClose} bodyClassName={styles.sheet}>
        <h2 className={styles.sheetTitle}>{t('p2pTopUp:take.title')}</h2>
        <p className={styles.hint}>{t('p2pTopUp:take.note', { amount })}</p>
        <TextFieldList ns="p2p" fields={PAYEE_FIELDS} form={payee} />
        <Button
          className={styles.submit}
          block
          color="primary"
          size="large"
          disabled={!ready}
          data-testid="p2p-take-next"
          onClick={() => setPaying(true)}
        >
          {t('common:next')}
        </Button>
      </Popup>
      <PayPasswordSheet
        visible={paying}
        onClose={() => setPaying(false)}
        description={t('p2pTopUp:take.frozen', { amount })}
        onSubmit={(payPassword) =>
          take.mutateAsync({
            id: order.id,
            payAmount: order.payAmount,
            rate: order.rate,
            cardNumber: cardNumber.replace(/\s+/g, ''),
            phone: phone.replace(/[\s()-]+/g, ''),
            bank: bank.trim(),
            name: name.trim(),
            comment: '',
            payPassword,
          })
        }
        onSuccess={() => {
          setPaying(false);
          onClose();
        }}
      />
    </>
  );
}
