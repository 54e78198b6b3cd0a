import { PAID_PRICE_MAX } from '@volna/contracts';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import styles from '../components/dating.module.css';

const SECTIONS = ['profile', 'deposit', 'likes', 'paid', 'safety'] as const;

/** datingGuide: how dating works here, in the interface language. */
export default function DatingGuidePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('dating:guide.title')} backTo={paths.dating}>
      <div className={`${styles.section} ${styles.guide}`}>
        {SECTIONS.map((key) => (
          <section key={key}>
            <h2>{t(`dating:guide.${key}.title`)}</h2>
            <p>{t(`dating:guide.${key}.text`, { max: PAID_PRICE_MAX })}</p>
          </section>
        ))}
      </div>
    </PageFrame>
  );
}
