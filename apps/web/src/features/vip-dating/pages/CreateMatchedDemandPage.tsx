import {
  Gender,
  ResultCode,
  VIP_CANDIDATE_COUNT_MAX,
  VIP_CITY_MAX_LENGTH,
  VIP_TEXT_MAX_LENGTH,
  vipRequestBody,
} from '@volna/contracts';
import { Button, Input, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { answerCode } from '../../../shared/payments/payment-errors.ts';
import { useIdempotencyKey } from '../../../shared/payments/useIdempotencyKey.ts';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { useVipPrice } from '../api/price.ts';
import { useSubmitVipRequest } from '../api/submitRequest.ts';
import { FieldCard } from '../../../shared/forms/FieldCard.tsx';
import { SexSelector } from '../components/SexSelector.tsx';
import { useVipTopUpChoice } from '../components/useVipTopUpChoice.ts';
import { TextArea } from '../../../shared/ui/TextArea.tsx';
import { CountStepper } from '../../../shared/ui/CountStepper.tsx';
import styles from '../components/vip.module.css';
import { invalidFields } from '../model/field-errors.ts';
import { totalPrice } from '../model/price.ts';

/**
 * pages/vipDating/createMatchedDemand: the partner requirement (sex, age from/to, city, extra wishes, candidate
 * count) and its price, held when submitted. Not enough money offers the spec's three choices.
 */
export default function CreateMatchedDemandPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const price = useVipPrice();
  const submit = useSubmitVipRequest();
  const keys = useIdempotencyKey();
  const topUpChoice = useVipTopUpChoice();
  const [sex, setSex] = useState<number>(Gender.female);
  const [ageFrom, setAgeFrom] = useState('20');
  const [ageTo, setAgeTo] = useState('35');
  const [city, setCity] = useState('');
  const [extraWishes, setExtraWishes] = useState('');
  const [candidateCount, setCandidateCount] = useState(3);
  const [showErrors, setShowErrors] = useState(false);

  const total = price.data ? totalPrice(price.data.pricePerCandidate, candidateCount) : '';
  const body = { sex, ageFrom, ageTo, city, extraWishes, candidateCount, price: total };
  const parsed = vipRequestBody.safeParse(body);
  const bad = showErrors ? invalidFields(parsed.error) : new Set<string>();

  const onSubmit = async () => {
    setShowErrors(true);
    if (!parsed.success || submit.isPending) return;
    const key = keys.keyFor(parsed.data);
    try {
      const request = await submit.mutateAsync({ body: parsed.data, key });
      keys.settle();
      navigate(`${paths.vipCreateInfoSuccess}?id=${request.id}`, { replace: true });
    } catch (error) {
      keys.settle(error);
      const code = answerCode(error);
      if (code === ResultCode.insufficientBalance) topUpChoice();
      else if (code === ResultCode.vipProfileRequired) navigate(paths.vipCreateMyUserInfo);
      else {
        if (code === ResultCode.vipPriceChanged) void price.refetch();
        Toast.show({ content: (error as Error).message });
      }
    }
  };

  return (
    <PageFrame
      title={t('vipDating:demand.title')}
      backTo={paths.vipIndex}
      footer={
        <Button
          block
          color="primary"
          size="large"
          loading={submit.isPending}
          disabled={!price.data}
          onClick={() => void onSubmit()}
        >
          {price.data
            ? t('vipDating:demand.submit', {
                total: formatMoney(total, { locale: i18n.language }),
                currency: 'RUB',
              })
            : t('vipDating:index.priceUnavailable')}
        </Button>
      }
    >
      <div className={styles.page}>
        <FieldCard label={t('vipDating:demand.sex')}>
          <SexSelector value={sex} onChange={setSex} />
        </FieldCard>
        <FieldCard
          label={t('vipDating:demand.age')}
          error={bad.has('ageFrom') || bad.has('ageTo') ? t('vipDating:demand.ageRange') : undefined}
        >
          <div className={styles.row}>
            <Input
              type="number"
              inputMode="numeric"
              aria-label={t('vipDating:demand.ageFrom')}
              placeholder={t('vipDating:demand.ageFrom')}
              value={ageFrom}
              onChange={setAgeFrom}
            />
            <span>—</span>
            <Input
              type="number"
              inputMode="numeric"
              aria-label={t('vipDating:demand.ageTo')}
              placeholder={t('vipDating:demand.ageTo')}
              value={ageTo}
              onChange={setAgeTo}
            />
          </div>
        </FieldCard>
        <FieldCard label={t('vipDating:demand.city')}>
          <Input
            aria-label={t('vipDating:demand.city')}
            placeholder={t('vipDating:demand.cityAny')}
            value={city}
            onChange={setCity}
            maxLength={VIP_CITY_MAX_LENGTH}
            clearable
          />
        </FieldCard>
        <FieldCard label={t('vipDating:demand.extraWishes')}>
          <TextArea
            aria-label={t('vipDating:demand.extraWishes')}
            value={extraWishes}
            onChange={setExtraWishes}
            maxLength={VIP_TEXT_MAX_LENGTH}
            showCount
            autoSize={{ minRows: 2, maxRows: 5 }}
          />
        </FieldCard>
        <FieldCard label={t('vipDating:demand.count')}>
          <CountStepper
            aria-label={t('vipDating:demand.count')}
            min={1}
            max={VIP_CANDIDATE_COUNT_MAX}
            value={candidateCount}
            onChange={setCandidateCount}
          />
        </FieldCard>
        <div className={styles.card}>
          <p className={styles.muted}>{t('vipDating:demand.priceHint')}</p>
          <p className={styles.total} data-testid="vip-total">
            {price.data ? `${formatMoney(total, { locale: i18n.language, currency: 'RUB' })}` : '—'}
          </p>
        </div>
      </div>
    </PageFrame>
  );
}
