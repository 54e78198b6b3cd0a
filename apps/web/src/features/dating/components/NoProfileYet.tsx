import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import styles from './dating.module.css';

/** 'Set dating info first' (spec §8) in place of a screen that needs my dating profile. */
export function NoProfileYet() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.centered}>
      <ErrorBlock
        status="empty"
        title={t('dating:setInfoFirst.title')}
        description={t('dating:setInfoFirst.content')}
      >
        <Button color="primary" onClick={() => navigate(paths.datingEditData)}>
          {t('dating:setInfoFirst.fill')}
        </Button>
      </ErrorBlock>
    </div>
  );
}
