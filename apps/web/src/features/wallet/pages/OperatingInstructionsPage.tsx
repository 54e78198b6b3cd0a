import { Collapse } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { WalletPageFrame } from '../../../shared/payments/WalletPageFrame.tsx';
import styles from '../components/Instructions.module.css';

type Section = { title: string; items: string[] };

/** How the wallet works: balances and history, transfers, safe transfers, red packets, QR top-up, merge money. */
export default function OperatingInstructionsPage() {
  const { t } = useTranslation();
  const sections = t('wallet:instructions.sections', { returnObjects: true }) as Section[];
  return (
    <WalletPageFrame title={t('wallet:instructions.title')} backTo={paths.walletHome}>
      <p className={styles.intro}>{t('wallet:instructions.intro')}</p>
      <Collapse defaultActiveKey={sections.map((_, index) => String(index))} className={styles.sections}>
        {sections.map((section, index) => (
          <Collapse.Panel key={String(index)} title={<h2 className={styles.title}>{section.title}</h2>}>
            <ol className={styles.steps}>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ol>
          </Collapse.Panel>
        ))}
      </Collapse>
    </WalletPageFrame>
  );
}
