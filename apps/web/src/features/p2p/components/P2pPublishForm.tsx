import { type P2pOrderVo, type P2pPublishBody, p2pReceiveAmount } from '@volna/contracts';
import { TEXTAREA_MAX_LENGTH } from '@volna/contracts';
import { useTranslation } from 'react-i18next';
import styles from '../../../shared/payments/trade.module.css';
import { type TextFieldSpec, TextFieldList, useTextValues } from '../../../shared/trade/TradeFields.tsx';
import { TradePublishForm, useTradeTerms } from '../../../shared/trade/TradePublishForm.tsx';
import { checkP2pMoney, usePublishP2p } from '../api/publishP2p.ts';

const cardOk = (v: string) => /^(\d{12,19})?$/.test(v.replace(/\s+/g, ''));
const phoneOk = (v: string) => /^(\+?\d{7,15})?$/.test(v.replace(/[\s()-]+/g, ''));

/** Where the money outside goes: card or phone, bank, name, and a comment for the payer. */
const PAYEE = ['cardNumber', 'phone', 'bank', 'name', 'comment'] as const;
const PAYEE_FIELDS: TextFieldSpec<(typeof PAYEE)[number]>[] = [
  { name: 'cardNumber', id: 'card', inputMode: 'numeric', valid: cardOk },
  { name: 'phone', id: 'phone', inputMode: 'tel', valid: phoneOk, hint: 'cardOrPhone' },
  { name: 'bank', id: 'bank' },
  { name: 'name', id: 'name' },
  {
    name: 'comment',
    id: 'comment',
    multiline: { maxLength: TEXTAREA_MAX_LENGTH, placeholder: 'commentPlaceholder' },
  },
];

/**
 * The withdrawal request (spec §3): what I give from my wallet (frozen when published), the rate and so what I
 * receive outside, where to (card or phone, bank, name), an optional comment. "Next" asks the server whether the
 * money is there (checkMoney), then a confirm sheet, then the pay password. P2P has no fee (spec §9).
 */
export function P2pPublishForm({ onDone }: { onDone: (order: P2pOrderVo) => void }) {
  const { t } = useTranslation();
  const publish = usePublishP2p();
  const terms = useTradeTerms(p2pReceiveAmount);
  const payee = useTextValues(PAYEE);
  const { cardNumber, phone, bank, name, comment } = payee.values;
  const { account, payAmount, receiveAmount, money, receiveCode } = terms;
  const payeeOk =
    (cardNumber.trim() !== '' || phone.trim() !== '') &&
    cardOk(cardNumber) &&
    phoneOk(phone) &&
    bank.trim() !== '' &&
    name.trim() !== '';

  const body = (payPassword: string): P2pPublishBody => ({
    payCurrencyId: account!.currencyId,
    payAmount,
    receiveCurrencyId: terms.receiveCurrencyId,
    receiveAmount,
    rate: terms.rate,
    cardNumber: cardNumber.replace(/\s+/g, ''),
    phone: phone.replace(/[\s()-]+/g, ''),
    bank: bank.trim(),
    name: name.trim(),
    comment: comment.trim(),
    payPassword,
  });

  return (
    <TradePublishForm<true, P2pPublishBody, P2pOrderVo>
      ns="p2p"
      terms={terms}
      ready={terms.ready && payeeOk}
      previewBelow={<p className={styles.hint}>{t('p2p:form.noFee')}</p>}
      last={
        <>
          <h2 className={styles.label}>{t('p2p:form.payeeTitle')}</h2>
          <TextFieldList ns="p2p" fields={PAYEE_FIELDS} form={payee} />
        </>
      }
      check={async () => {
        await checkP2pMoney({ payCurrencyId: account!.currencyId, payAmount });
        return true;
      }}
      figures={(_, paying) => [
        { label: t('p2p:detail.frozen'), value: money(payAmount, paying.currencyCode) },
        { label: t('p2p:detail.receive'), value: money(receiveAmount, receiveCode) },
        { label: t('p2p:detail.fee'), value: t('p2p:detail.noFee') },
      ]}
      note={t('p2p:confirm.note')}
      body={body}
      send={(body, idempotencyKey) => publish.mutateAsync({ body, idempotencyKey })}
      onDone={onDone}
    />
  );
}
