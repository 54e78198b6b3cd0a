import { AREA_CODES } from '@volna/contracts';
import { Input, Selector, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PlaceButton } from '../../../shared/location/PlaceButton.tsx';
import { placeOf, placePatch } from '../../../shared/location/place.ts';
import { AmountInput } from '../../../shared/payments/AmountInput.tsx';
import { TextArea } from '../../../shared/ui/TextArea.tsx';
import type { FieldSpec } from '../model/kind-fields.ts';
import { FormRow } from './FormRow.tsx';
import styles from './listings.module.css';

type Props = {
  field: FieldSpec;
  body: Record<string, string | boolean>;
  onChange: (patch: Record<string, string | boolean>) => void;
  error?: string;
  disabled?: boolean;
};

const digitsOnly = (text: string) => text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');

/** One field of the kind's body, drawn by its type (text, date, choice, count, amount, switch, e-mail, fee). */
export function KindField({ field, body, onChange, error, disabled }: Props) {
  const { t } = useTranslation();
  const id = `listing-${field.name}`;
  const label = t(`listings:field.${field.name}`) + (field.optional ? ` ${t('listings:form.optional')}` : '');
  const value = body[field.name];
  const text = typeof value === 'string' ? value : '';
  const set = (next: string | boolean) => onChange({ [field.name]: next });

  let input: React.ReactNode;
  switch (field.type) {
    case 'longText':
      input = (
        <TextArea
          id={id}
          value={text}
          onChange={set}
          maxLength={2000}
          autoSize={{ minRows: 3, maxRows: 8 }}
        />
      );
      break;
    case 'choice':
      input = (
        <Selector
          aria-labelledby={`${id}-label`}
          columns={2}
          value={[text]}
          onChange={(values) => values[0] && set(values[0])}
          options={(field.options ?? []).map((option) => ({
            value: option,
            label: t(`listings:choice.${field.name}.${option}`),
          }))}
        />
      );
      break;
    case 'switch':
      input = (
        <Switch
          checked={value === true}
          onChange={set}
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          data-testid={id}
        />
      );
      break;
    case 'amount':
      input = <AmountInput id={id} value={text} onChange={set} placeholder="0" disabled={disabled} />;
      break;
    case 'rate':
      input = (
        <span className={styles.range}>
          <AmountInput id={id} value={text} onChange={set} maxDecimals={2} max="1" placeholder="0" />%
        </span>
      );
      break;
    case 'count':
      input = (
        <Input
          id={id}
          value={text}
          onChange={(next) => set(digitsOnly(next))}
          inputMode="numeric"
          maxLength={5}
          disabled={disabled}
        />
      );
      break;
    default:
      input =
        field.name === 'contactPhone' ? (
          <span className={styles.range}>
            <select
              className={styles.areaCode}
              value={String(body.contactAreaCode ?? AREA_CODES[0])}
              onChange={(event) => onChange({ contactAreaCode: event.target.value })}
              aria-label={t('listings:field.contactAreaCode')}
            >
              {AREA_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
            <Input id={id} value={text} onChange={set} type="tel" inputMode="tel" maxLength={20} />
          </span>
        ) : field.place ? (
          <span className={styles.range}>
            <Input
              id={id}
              value={text}
              // A typed change is a new place: the point picked for the old text goes.
              onChange={(next) => onChange({ [field.name]: next, [`${field.name}At`]: '' })}
              maxLength={200}
              disabled={disabled}
            />
            <PlaceButton
              place={placeOf(body, field.name)}
              onPick={(place) => onChange(placePatch(field.name, place))}
              disabled={disabled}
            />
          </span>
        ) : (
          <Input
            id={id}
            value={text}
            onChange={set}
            type={
              field.type === 'date'
                ? 'date'
                : field.type === 'time'
                  ? 'time'
                  : field.type === 'email'
                    ? 'email'
                    : 'text'
            }
            maxLength={200}
          />
        );
  }
  return (
    <FormRow id={id} label={label} error={error} group={field.type === 'choice' || field.type === 'switch'}>
      {input}
    </FormRow>
  );
}
