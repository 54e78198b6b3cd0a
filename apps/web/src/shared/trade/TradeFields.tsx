import { type AccountVo, CURRENCY_CODES, CurrencyId, RATE_DECIMALS } from '@volna/contracts';
import { Button, Input, Selector, Skeleton } from 'antd-mobile';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../format/money.ts';
import { AmountInput } from '../payments/AmountInput.tsx';
import styles from '../payments/trade.module.css';
import { TextArea } from '../ui/TextArea.tsx';

/**
 * The fields of a trade form (P2P, exchange, the exchange ad's edit sheet): each a labelled row in the trade look.
 * Texts come from the area's namespace (`<ns>:form.*`), so both areas keep their own words.
 */

/** A labelled block; `htmlFor` ties the label to the one input inside. */
export function TradeField({
  label,
  htmlFor,
  children,
}: {
  label: ReactNode;
  htmlFor?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      {htmlFor ? (
        <label className={styles.label} htmlFor={htmlFor}>
          {label}
        </label>
      ) : (
        <span className={styles.label}>{label}</span>
      )}
      {children}
    </div>
  );
}

/** An amount (or rate) in the bordered row, with what is wrong with it below. */
export function AmountField({
  id,
  label,
  value,
  onChange,
  placeholder,
  maxDecimals,
  below,
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxDecimals?: number;
  below?: ReactNode;
}) {
  return (
    <TradeField label={label} htmlFor={id}>
      <div className={styles.row}>
        <AmountInput
          id={id}
          value={value}
          onChange={onChange}
          maxDecimals={maxDecimals}
          placeholder={placeholder}
        />
      </div>
      {below}
    </TradeField>
  );
}

/** A one-line text in the bordered row (bank, name, card, account), with "invalid" below when it is. */
export function TextInputField({
  ns,
  id,
  label,
  value,
  onChange,
  invalid = false,
  inputMode,
  placeholder,
}: {
  ns: string;
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  inputMode?: 'numeric' | 'tel';
  placeholder?: string;
}) {
  const { t } = useTranslation();
  return (
    <TradeField label={label} htmlFor={id}>
      <div className={styles.row}>
        <Input
          id={id}
          value={value}
          onChange={onChange}
          inputMode={inputMode}
          placeholder={placeholder}
          maxLength={64}
          clearable
        />
      </div>
      {invalid && <p className={styles.error}>{t(`${ns}:form.invalid`)}</p>}
    </TradeField>
  );
}

/** Which balance pays: one chip per account with its balance (a skeleton while they load). */
export function PayAccountField({
  ns,
  accounts,
  value,
  onChange,
}: {
  ns: string;
  accounts: { data?: AccountVo[]; isPending: boolean };
  value: AccountVo | null;
  onChange: (account: AccountVo | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const list = accounts.data;
  return (
    <TradeField label={t(`${ns}:form.payCurrency`)}>
      {accounts.isPending && <Skeleton.Paragraph lineCount={1} animated />}
      {list && (
        <Selector
          columns={2}
          value={value ? [value.currencyId] : []}
          onChange={(ids) => onChange(list.find((a) => a.currencyId === ids[0]) ?? null)}
          options={list.map((a) => ({
            value: a.currencyId,
            label: a.currencyCode,
            description: formatMoney(a.balance, { locale: i18n.language }),
          }))}
        />
      )}
    </TradeField>
  );
}

/** The currency wanted in return: every currency of the platform. */
export function ReceiveCurrencyField({
  ns,
  value,
  onChange,
  below,
}: {
  ns: string;
  value: number;
  onChange: (currencyId: number) => void;
  below?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <TradeField label={t(`${ns}:form.receiveCurrency`)}>
      <Selector
        columns={3}
        value={[value]}
        onChange={(ids) => ids[0] !== undefined && onChange(ids[0])}
        options={CURRENCY_CODES.map((code) => ({ value: CurrencyId[code], label: code }))}
      />
      {below}
    </TradeField>
  );
}

/** The code of a currency id ('' when unknown). */
export const currencyCodeOf = (currencyId: number) =>
  CURRENCY_CODES.find((code) => CurrencyId[code] === currencyId) ?? '';

/** The rate field: "<pay> → <receive>" in its label, RATE_DECIMALS places. */
export function RateField({
  ns,
  id,
  value,
  onChange,
  pay,
  receive,
}: {
  ns: string;
  id: string;
  value: string;
  onChange: (value: string) => void;
  pay: string;
  receive: string;
}) {
  const { t } = useTranslation();
  return (
    <AmountField
      id={id}
      label={t(`${ns}:form.rate`, { pay, receive })}
      value={value}
      onChange={onChange}
      maxDecimals={RATE_DECIMALS}
      placeholder={t(`${ns}:form.ratePlaceholder`)}
    />
  );
}

/** One text field of an area's field list. */
export type TextFieldSpec<K extends string> = {
  /** The value's key; the label is `<ns>:<label>`, by default `<ns>:form.<name>`. */
  name: K;
  /** The input's id is `<ns>-<id>`. */
  id: string;
  label?: string;
  inputMode?: 'numeric' | 'tel';
  /** Shown as invalid while this is false. */
  valid?: (value: string) => boolean;
  /** A multi-line text of at most `maxLength` (counted unless `count` is false), placeholder `<ns>:form.<placeholder>`. */
  multiline?: { maxLength: number; placeholder?: string; count?: boolean };
  /** A hint line after the field: `<ns>:form.<hint>`. */
  hint?: string;
};

/** The values of a field list, all text, '' at first. */
export function useTextValues<K extends string>(names: readonly K[]) {
  const [values, setValues] = useState(
    () => Object.fromEntries(names.map((n) => [n, ''])) as Record<K, string>,
  );
  const set = (name: K, value: string) => setValues((current) => ({ ...current, [name]: value }));
  return { values, set };
}

/** An area's own text fields, from its field list (the P2P payee, the OTC receiving account, a remark). */
export function TextFieldList<K extends string>({
  ns,
  fields,
  form,
}: {
  /** The texts' namespace and the ids' prefix. */
  ns: string;
  fields: readonly TextFieldSpec<K>[];
  form: { values: Record<K, string>; set: (name: K, value: string) => void };
}) {
  const { values, set: onChange } = form;
  const { t } = useTranslation();
  return fields.map((f) => {
    const id = `${ns}-${f.id}`;
    const label = t(`${ns}:${f.label ?? `form.${f.name}`}`);
    const value = values[f.name];
    const set = (next: string) => onChange(f.name, next);
    return (
      <Fragment key={f.name}>
        {f.multiline ? (
          <TradeField label={label} htmlFor={id}>
            <TextArea
              id={id}
              value={value}
              onChange={set}
              maxLength={f.multiline.maxLength}
              showCount={f.multiline.count ?? true}
              autoSize={{ minRows: 2, maxRows: 4 }}
              placeholder={f.multiline.placeholder && t(`${ns}:form.${f.multiline.placeholder}`)}
            />
          </TradeField>
        ) : (
          <TextInputField
            ns={ns}
            id={id}
            label={label}
            value={value}
            onChange={set}
            inputMode={f.inputMode}
            invalid={f.valid ? !f.valid(value) : false}
          />
        )}
        {f.hint && <p className={styles.hint}>{t(`${ns}:form.${f.hint}`)}</p>}
      </Fragment>
    );
  });
}

/** A trade form's foot: why the last attempt failed (when it did), then its primary button. */
export function SubmitWithProblem({
  problem,
  testId,
  disabled,
  loading,
  onClick,
  children,
}: {
  problem: string;
  testId: string;
  disabled: boolean;
  loading?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <>
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      <Button
        className={styles.submit}
        block
        color="primary"
        size="large"
        disabled={disabled}
        loading={loading}
        data-testid={testId}
        onClick={onClick}
      >
        {children}
      </Button>
    </>
  );
}
