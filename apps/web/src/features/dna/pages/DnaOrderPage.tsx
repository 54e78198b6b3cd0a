import {
  AREA_CODES,
  DNA_AGE_MAX,
  DNA_AGE_MIN,
  DNA_CANDIDATE_COUNT_MAX,
  DNA_NAME_MAX_LENGTH,
  DNA_REGION_MAX_LENGTH,
  DNA_TEXT_MAX_LENGTH,
  type DnaPlan,
  dnaOrderBody,
  Gender,
  ResultCode,
} from '@volna/contracts';
import { Button, Checkbox, Input, Selector, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { FileHandIn } from '../../../shared/payments/FileHandIn.tsx';
import { answerCode } from '../../../shared/payments/payment-errors.ts';
import { useIdempotencyKey } from '../../../shared/payments/useIdempotencyKey.ts';
import { CountStepper } from '../../../shared/ui/CountStepper.tsx';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { useExitPrompt } from '../../../shared/ui/useExitPrompt.ts';
import { TextArea } from '../../../shared/ui/TextArea.tsx';
import { uploadDnaReport, usePlaceDnaOrder } from '../api/placeOrder.ts';
import { useDnaPrice } from '../api/price.ts';
import styles from '../components/dna.module.css';
import { FieldCard } from '../../../shared/forms/FieldCard.tsx';
import { invalidFields, totalPrice } from '../model/order-state.ts';

/**
 * The DNA order form (spec §3): sex, region, age 18–75, requirements, the test report (uploaded with progress), name,
 * phone, candidate count 1–15 and the plan (VIP shows the '30 % cheaper' tip), and whether I agree to be a candidate
 * for others. The price (count × the plan's price) is held when sent; the form checks with the contracts' own schema.
 */
export default function DnaOrderPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const price = useDnaPrice();
  const place = usePlaceDnaOrder();
  const keys = useIdempotencyKey();
  const [sex, setSex] = useState<number>(Gender.male);
  const [region, setRegion] = useState('');
  const [age, setAge] = useState('');
  const [requirements, setRequirements] = useState('');
  const [report, setReport] = useState<{ url: string; name: string } | null>(null);
  const [name, setName] = useState('');
  const [areaCode, setAreaCode] = useState<string>(AREA_CODES[0]);
  const [phone, setPhone] = useState('');
  const [candidateCount, setCandidateCount] = useState(3);
  const [plan, setPlan] = useState<DnaPlan>('standard');
  const [agree, setAgree] = useState(true);
  const [showErrors, setShowErrors] = useState(false);

  // What the user typed or attached is lost on leaving: ask first (the report is the costly part to redo).
  const dirty = Boolean(region || age || requirements || report || name || phone);
  const { allowLeave } = useExitPrompt(dirty);
  const total = price.data ? totalPrice(price.data[plan], candidateCount) : '';
  const parsed = dnaOrderBody.safeParse({
    sex,
    region,
    age,
    requirements,
    attachmentUrl: report?.url ?? '',
    name,
    areaCode,
    phone,
    candidateCount,
    plan,
    agreeToBeCandidate: agree,
    price: total,
  });
  const bad = showErrors ? invalidFields(parsed.error?.issues) : new Set<string>();
  const errorOf = (field: string, key: string) => (bad.has(field) ? t(key) : undefined);

  const onSubmit = async () => {
    setShowErrors(true);
    if (!parsed.success || place.isPending) return;
    const key = keys.keyFor(parsed.data);
    try {
      const order = await place.mutateAsync({ body: parsed.data, key });
      keys.settle();
      allowLeave();
      Toast.show({ icon: 'success', content: t('dna:form.placed') });
      navigate(`${paths.dnaDetail}?id=${order.id}`, { replace: true });
    } catch (error) {
      keys.settle(error);
      if (answerCode(error) === ResultCode.dnaPriceChanged) void price.refetch();
      Toast.show({ content: (error as Error).message });
    }
  };

  return (
    <PageFrame
      title={t('dna:form.title')}
      backTo={paths.dnaIndex}
      footer={
        <Button
          block
          color="primary"
          size="large"
          loading={place.isPending}
          disabled={!price.data}
          onClick={() => void onSubmit()}
          data-testid="dna-submit"
        >
          {price.data
            ? t('dna:form.submit', { total: formatMoney(total, { locale: i18n.language }), currency: 'RUB' })
            : t('dna:index.priceUnavailable')}
        </Button>
      }
    >
      <div className={styles.page}>
        <FieldCard label={t('dna:form.sex')}>
          <Selector
            columns={2}
            value={[sex]}
            onChange={(picked) => picked[0] !== undefined && setSex(picked[0])}
            options={[
              { label: t('dna:sex.male'), value: Gender.male },
              { label: t('dna:sex.female'), value: Gender.female },
            ]}
          />
        </FieldCard>
        <FieldCard label={t('dna:form.age')} error={errorOf('age', 'dna:form.ageError')}>
          <Input
            type="number"
            inputMode="numeric"
            aria-label={t('dna:form.age')}
            placeholder={`${DNA_AGE_MIN}–${DNA_AGE_MAX}`}
            value={age}
            onChange={setAge}
          />
        </FieldCard>
        <FieldCard label={t('dna:form.region')} error={errorOf('region', 'dna:form.required')}>
          <Input
            aria-label={t('dna:form.region')}
            value={region}
            onChange={setRegion}
            maxLength={DNA_REGION_MAX_LENGTH}
            clearable
          />
        </FieldCard>
        <FieldCard label={t('dna:form.requirements')}>
          <TextArea
            aria-label={t('dna:form.requirements')}
            value={requirements}
            onChange={setRequirements}
            maxLength={DNA_TEXT_MAX_LENGTH}
            showCount
            autoSize={{ minRows: 2, maxRows: 5 }}
          />
        </FieldCard>
        <FieldCard label={t('dna:form.report')} error={errorOf('attachmentUrl', 'dna:form.reportRequired')}>
          <p className={styles.muted} data-testid="dna-report-name">
            {report ? report.name : t('dna:form.reportHint')}
          </p>
          <FileHandIn
            outline
            testId="dna-report-input"
            label={report ? t('dna:form.reportReplace') : t('dna:form.reportPick')}
            texts={{
              sent: 'dna:form.reportUploaded',
              failed: 'dna:form.reportFailed',
              tooLarge: 'dna:form.reportTooLarge',
            }}
            handIn={async (file, onProgress) => {
              const uploaded = await uploadDnaReport(file, onProgress);
              setReport({ url: uploaded.url, name: uploaded.name });
            }}
          />
        </FieldCard>
        <FieldCard label={t('dna:form.name')} error={errorOf('name', 'dna:form.required')}>
          <Input
            aria-label={t('dna:form.name')}
            value={name}
            onChange={setName}
            maxLength={DNA_NAME_MAX_LENGTH}
            clearable
          />
        </FieldCard>
        <FieldCard label={t('dna:form.phone')} error={errorOf('phone', 'dna:form.phoneError')}>
          <div className={styles.row}>
            <select
              className={styles.areaCode}
              value={areaCode}
              onChange={(event) => setAreaCode(event.target.value)}
              aria-label={t('dna:form.areaCode')}
            >
              {AREA_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
            <Input
              aria-label={t('dna:form.phone')}
              type="tel"
              inputMode="tel"
              maxLength={20}
              value={phone}
              onChange={setPhone}
            />
          </div>
        </FieldCard>
        <FieldCard label={t('dna:form.count')}>
          <CountStepper
            aria-label={t('dna:form.count')}
            min={1}
            max={DNA_CANDIDATE_COUNT_MAX}
            value={candidateCount}
            onChange={setCandidateCount}
          />
        </FieldCard>
        <FieldCard label={t('dna:form.plan')}>
          <Selector
            columns={2}
            value={[plan]}
            onChange={(picked) => picked[0] !== undefined && setPlan(picked[0])}
            options={[
              { label: t('dna:plan.standard'), value: 'standard' as const },
              { label: t('dna:plan.vip'), value: 'vip' as const },
            ]}
          />
          {plan === 'vip' && (
            <p className={styles.tip} data-testid="dna-vip-tip">
              {t('dna:vipTip')}
            </p>
          )}
        </FieldCard>
        <div className={styles.card}>
          <Checkbox checked={agree} onChange={setAgree}>
            {t('dna:form.agree')}
          </Checkbox>
          <p className={styles.muted}>{t('dna:form.agreeHint')}</p>
        </div>
        <div className={styles.card}>
          <p className={styles.muted}>{t('dna:form.priceHint')}</p>
          <p className={styles.total} data-testid="dna-total">
            {price.data ? `${formatMoney(total, { locale: i18n.language, currency: 'RUB' })}` : '—'}
          </p>
        </div>
      </div>
    </PageFrame>
  );
}
