import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import styles from '../components/anonymous.module.css';

/** pages/anonymousChat/operatingInstructions: how anonymous chat works, step by step. */
export default function OperatingInstructionsPage() {
  const { t } = useTranslation();
  const steps = t('anonymous:instructions.steps', { returnObjects: true }) as string[];
  return (
    <PageFrame title={t('anonymous:instructions.title')} backTo={paths.anonymousChat}>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </PageFrame>
  );
}
