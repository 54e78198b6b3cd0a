import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import styles from '../components/surveys.module.css';

const STEPS = ['find', 'info', 'answer', 'paid', 'forward', 'publish'] as const;

/** pages/questionnaireSurvey/operatingInstructions: how answering, forwarding and publishing work. */
export default function OperatingInstructionsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('surveys:instructions.title')} backTo={paths.surveyIndex}>
      <div className={styles.section}>
        <ol>
          {STEPS.map((step) => (
            <li key={step} className={styles.question}>
              <p className={styles.questionTitle}>{t(`surveys:instructions.${step}.title`)}</p>
              <p className={styles.muted}>{t(`surveys:instructions.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </PageFrame>
  );
}
