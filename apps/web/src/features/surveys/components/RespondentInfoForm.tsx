import {
  SURVEY_AGE_MAX,
  SURVEY_AGE_MIN,
  SURVEY_EDUCATIONS,
  SURVEY_FAMILY_STATUSES,
  SURVEY_RELIGIONS,
  type SurveyRespondentInfo,
} from '@volna/contracts';
import { Input, Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './surveys.module.css';

type Props = {
  required: string[];
  info: SurveyRespondentInfo;
  onChange: (info: SurveyRespondentInfo) => void;
};

/** The respondent info the survey asks for (spec §3: sex, age, city, education, family status, religion). */
export function RespondentInfoForm({ required, info, onChange }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<SurveyRespondentInfo>) => onChange({ ...info, ...patch });
  const choice = <V extends string>(
    field: 'education' | 'familyStatus' | 'religion',
    values: readonly V[],
  ) => (
    <Selector
      columns={2}
      options={values.map((v) => ({ value: v, label: t(`surveys:info.${field}Values.${v}`) }))}
      value={info[field] ? [info[field] as V] : []}
      onChange={(v) => set({ [field]: v[0] } as Partial<SurveyRespondentInfo>)}
    />
  );
  const age = info.age;
  const ageWrong = age !== undefined && (age < SURVEY_AGE_MIN || age > SURVEY_AGE_MAX);
  return (
    <div data-testid="survey-info">
      {required.includes('sex') && (
        <div className={styles.question}>
          <p className={styles.questionTitle}>{t('surveys:info.sex')}</p>
          <Selector
            options={[
              { value: 1, label: t('surveys:info.male') },
              { value: 2, label: t('surveys:info.female') },
            ]}
            value={info.sex ? [info.sex] : []}
            onChange={(v) => set({ sex: v[0] as 1 | 2 | undefined })}
          />
        </div>
      )}
      {required.includes('age') && (
        <div className={styles.question}>
          <p className={styles.questionTitle}>{t('surveys:info.age')}</p>
          <Input
            type="number"
            inputMode="numeric"
            placeholder={t('surveys:info.agePlaceholder')}
            value={age === undefined ? '' : String(age)}
            onChange={(v) => set({ age: v === '' ? undefined : Number(v) })}
            data-testid="survey-age"
          />
          {ageWrong && <p className={styles.error}>{t('surveys:info.ageRange')}</p>}
        </div>
      )}
      {required.includes('city') && (
        <div className={styles.question}>
          <p className={styles.questionTitle}>{t('surveys:info.city')}</p>
          <Input
            maxLength={60}
            placeholder={t('surveys:info.cityPlaceholder')}
            value={info.city ?? ''}
            onChange={(v) => set({ city: v })}
            data-testid="survey-city"
          />
        </div>
      )}
      {required.includes('education') && (
        <div className={styles.question}>
          <p className={styles.questionTitle}>{t('surveys:info.education')}</p>
          {choice('education', SURVEY_EDUCATIONS)}
        </div>
      )}
      {required.includes('familyStatus') && (
        <div className={styles.question}>
          <p className={styles.questionTitle}>{t('surveys:info.familyStatus')}</p>
          {choice('familyStatus', SURVEY_FAMILY_STATUSES)}
        </div>
      )}
      {required.includes('religion') && (
        <div className={styles.question}>
          <p className={styles.questionTitle}>{t('surveys:info.religion')}</p>
          {choice('religion', SURVEY_RELIGIONS)}
        </div>
      )}
    </div>
  );
}
