import { Button, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { useGoBack } from '../../../shared/lib/navigation.ts';
import { useNeedsAccount } from '../../../shared/ui/useNeedsAccount.ts';
import { NavBar } from '../../../shared/ui/NavBar.tsx';
import styles from './system.module.css';

const DOCS = ['terms', 'privacy', 'faq'] as const;
type Doc = (typeof DOCS)[number];

type Section = { heading: string; body: string[] };
type Question = { q: string; a: string };

const docOf = (value: string | null): Doc =>
  (DOCS as readonly string[]).includes(value ?? '') ? (value as Doc) : 'faq';

function Document({ doc }: { doc: 'terms' | 'privacy' }) {
  const { t } = useTranslation();
  const sections = t(`system:policies.${doc}.sections`, { returnObjects: true }) as Section[];
  return (
    <article className={styles.doc}>
      <h2>{t(`system:policies.${doc}.title`)}</h2>
      <p className={styles.updated}>{t(`system:policies.${doc}.updated`)}</p>
      <p>{t(`system:policies.${doc}.intro`)}</p>
      {sections.map((section) => (
        <section key={section.heading}>
          <h3>{section.heading}</h3>
          {section.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}

function Faq() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const questions = t('system:policies.faq.questions', { returnObjects: true }) as Question[];
  // The help page is open to guests; reporting a problem and tickets need an account (spec §6).
  const { guard } = useNeedsAccount();
  return (
    <article className={styles.doc}>
      <h2>{t('system:policies.faq.title')}</h2>
      {questions.map((item) => (
        <section key={item.q}>
          <h3>{item.q}</h3>
          <p>{item.a}</p>
        </section>
      ))}
      <div className={styles.contact}>
        <p>{t('system:policies.faq.stillNeedHelp')}</p>
        <Button block color="primary" onClick={guard(() => navigate(paths.bugReport))}>
          {t('support:reportProblem')}
        </Button>
        <Button block color="primary" fill="outline" onClick={guard(() => navigate(paths.tickets))}>
          {t('support:myTickets')}
        </Button>
        <Button block color="primary" fill="outline" onClick={() => navigate(paths.aboutUs)}>
          {t('system:policies.faq.contactSupport')}
        </Button>
      </div>
    </article>
  );
}

/** Help and policies (spec §2 tools): opened by the floating help button, and by `?doc=terms` from the login page. */
export default function PoliciesPage() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const [params, setParams] = useSearchParams();
  const doc = docOf(params.get('doc'));

  return (
    <div className={styles.page}>
      <NavBar onBack={goBack}>{t('system:policies.title')}</NavBar>
      <Tabs
        className={styles.tabs}
        activeKey={doc}
        onChange={(key) => setParams({ doc: key }, { replace: true })}
      >
        {DOCS.map((key) => (
          <Tabs.Tab key={key} title={t(`system:policies.${key}.tab`)} />
        ))}
      </Tabs>
      {doc === 'faq' ? <Faq /> : <Document doc={doc} />}
    </div>
  );
}
