import { EXCHANGE_REMARK_MAX_LENGTH, type ExchangeAdVo, type ExchangeCheckMoneyVo } from '@volna/contracts';
import { type ExchangePublishBody, ExchangeType, type ExchangeTypeValue } from '@volna/contracts';
import { Selector } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../../shared/payments/trade.module.css';
import { type TextFieldSpec, TextFieldList, TradeField } from '../../../shared/trade/TradeFields.tsx';
import { useTextValues } from '../../../shared/trade/TradeFields.tsx';
import { TradePublishForm, useTradeTerms } from '../../../shared/trade/TradePublishForm.tsx';
import { checkExchangeMoney, saveExchangeAddress, usePublishExchange } from '../api/publishExchange.ts';
import { exchangeReceivePreview } from '../model/exchange-steps.ts';

/** Recipient countries offered for OTC payouts; their names come from the browser in the app's language. */
const COUNTRIES = ['RU', 'CN', 'KZ', 'BY', 'UZ', 'KG', 'AM', 'GE', 'TR', 'AE', 'JP', 'US'] as const;
const accountOk = (v: string) => /^[A-Za-z0-9 +-]{4,40}$/.test(v.trim());

/** The OTC payout's receiving account (the country is chosen apart), and the ad's remark. */
const FIELDS = ['bankName', 'accountNumber', 'holderName', 'remark'] as const;
type Field = (typeof FIELDS)[number];
const ADDRESS_FIELDS: TextFieldSpec<Field>[] = [
  { name: 'bankName', id: 'bank', label: 'form.bank' },
  { name: 'accountNumber', id: 'account', label: 'form.account', valid: (v) => v === '' || accountOk(v) },
  { name: 'holderName', id: 'holder', label: 'form.holder' },
];
const REMARK_FIELD: TextFieldSpec<Field>[] = [
  { name: 'remark', id: 'remark', multiline: { maxLength: EXCHANGE_REMARK_MAX_LENGTH } },
];

/**
 * The exchange request (spec §3, §5): type (platform-settled or OTC), what I sell from my wallet (frozen with the fee
 * when published), the currency I want and my rate, so what I receive; for OTC the recipient country and receiving
 * account. "Next" asks the server whether the money and fee are there, then a confirm sheet, then the pay password.
 */
export function ExchangePublishForm({ onDone }: { onDone: (ad: ExchangeAdVo) => void }) {
  const { t, i18n } = useTranslation();
  const publish = usePublishExchange();
  const terms = useTradeTerms(exchangeReceivePreview);
  const [type, setType] = useState<ExchangeTypeValue>(ExchangeType.platform);
  const [country, setCountry] = useState('');
  const fields = useTextValues(FIELDS);
  const { bankName, accountNumber, holderName, remark } = fields.values;
  const [addressId, setAddressId] = useState<number | undefined>();
  const regionNames = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const { account, payAmount, receiveAmount, money, receiveCode } = terms;

  // A changed receiving account is saved anew before the next publish.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the inputs are what invalidates the saved id
  useEffect(() => setAddressId(undefined), [country, bankName, accountNumber, holderName]);

  const otc = type === ExchangeType.otc;
  const sameCurrency = account?.currencyId === terms.receiveCurrencyId;
  const addressOk =
    !otc ||
    (country !== '' && bankName.trim() !== '' && accountOk(accountNumber) && holderName.trim() !== '');

  const body = (payPassword: string): ExchangePublishBody => ({
    type,
    payCurrencyId: account!.currencyId,
    payAmount,
    receiveCurrencyId: terms.receiveCurrencyId,
    rate: terms.rate,
    remark: remark.trim(),
    ...(otc ? { addressId } : {}),
    payPassword,
  });

  return (
    <TradePublishForm<ExchangeCheckMoneyVo, ExchangePublishBody, ExchangeAdVo>
      ns="exchange"
      terms={terms}
      ready={terms.ready && !sameCurrency && addressOk}
      lead={
        <TradeField label={t('exchange:form.type')}>
          <Selector
            columns={2}
            value={[type]}
            onChange={(v) => v[0] !== undefined && setType(v[0])}
            options={[ExchangeType.platform, ExchangeType.otc].map((value) => ({
              value,
              label: t(`exchange:type.${value}`),
              description: t(`exchange:typeHint.${value}`),
            }))}
          />
        </TradeField>
      }
      receiveBelow={sameCurrency && <p className={styles.error}>{t('exchange:form.sameCurrency')}</p>}
      extra={<TextFieldList ns="exchange" fields={REMARK_FIELD} form={fields} />}
      sections={
        otc && (
          <section className={styles.card}>
            <h2 className={styles.label}>{t('exchange:form.addressTitle')}</h2>
            <TradeField label={t('exchange:form.country')}>
              <Selector
                columns={3}
                value={country ? [country] : []}
                onChange={(v) => setCountry(v[0] ?? '')}
                options={COUNTRIES.map((code) => ({ value: code, label: regionNames.of(code) ?? code }))}
              />
            </TradeField>
            <TextFieldList ns="exchange" fields={ADDRESS_FIELDS} form={fields} />
          </section>
        )
      }
      check={async () => {
        const checked = await checkExchangeMoney({ payCurrencyId: account!.currencyId, payAmount });
        if (!checked.sufficient) return 'topUp';
        if (otc && addressId === undefined) {
          const saved = await saveExchangeAddress({
            country,
            bankName: bankName.trim(),
            accountNumber: accountNumber.trim(),
            holderName: holderName.trim(),
            remark: '',
          });
          setAddressId(saved.id);
        }
        return checked;
      }}
      figures={(quote, paying) => [
        { label: t('exchange:detail.sells'), value: money(payAmount, paying.currencyCode) },
        { label: t('exchange:detail.fee'), value: money(quote.fee, paying.currencyCode) },
        {
          label: t('exchange:detail.frozen'),
          value: money(quote.required, paying.currencyCode),
          testId: 'exchange-frozen-total',
        },
        { label: t('exchange:detail.wants'), value: money(receiveAmount, receiveCode) },
      ]}
      note={t(`exchange:confirm.note${type}`)}
      body={body}
      send={(body, idempotencyKey) => publish.mutateAsync({ body, idempotencyKey })}
      onDone={onDone}
    />
  );
}
