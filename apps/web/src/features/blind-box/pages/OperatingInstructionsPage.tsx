import { BLIND_BOX_AGE_MAX, BLIND_BOX_AGE_MIN, BLIND_BOX_AUDIO_MAX_SECONDS } from '@volna/contracts';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import styles from '../components/blindBox.module.css';

const STEPS = ['dating', 'card', 'open', 'limit', 'invite', 'chat'] as const;

/** pagesBlindBox/pages/operatingInstructions: how the game works, step by step. */
export default function OperatingInstructionsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('blindBox:instructions.title')} backTo={paths.blindBoxHome}>
      <div className={styles.page}>
        <div className={styles.card}>
          <ol className={styles.steps}>
            {STEPS.map((step) => (
              <li key={step}>
                {t(`blindBox:instructions.${step}`, {
                  min: BLIND_BOX_AGE_MIN,
                  max: BLIND_BOX_AGE_MAX,
                  seconds: BLIND_BOX_AUDIO_MAX_SECONDS,
                })}
              </li>
            ))}
          </ol>
        </div>
      </div>
    </PageFrame>
  );
}
