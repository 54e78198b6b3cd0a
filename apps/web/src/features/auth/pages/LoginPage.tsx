import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { formStyles } from '../../../shared/forms/Field.tsx';
import { AccountForm } from '../components/AccountForm.tsx';
import type { AccountValues, Channel, Method, View } from '../components/accountForm.ts';
import { SegmentedChoice } from '../../../shared/ui/SegmentedChoice.tsx';
import { TabStrip } from '../../../shared/ui/TabStrip.tsx';
import styles from './LoginPage.module.css';

/** Login by code or password, sign-up and password reset, by phone (+7 / +86) or e-mail (spec §2, §5). */
export default function LoginPage() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('login');
  const [method, setMethod] = useState<Method>('code');
  const [channel, setChannel] = useState<Channel>('phone');
  const [carried, setCarried] = useState<Partial<AccountValues>>();
  const subtitle =
    view === 'register'
      ? t('auth:signUpTitle')
      : view === 'forgot'
        ? t('auth:forgotTitle')
        : t('auth:loginTitle');

  return (
    <div className={styles.page}>
      <header className={styles.brand}>
        <h1 className={styles.title}>{t('common:appName')}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
      </header>
      <div className={styles.switches}>
        {view === 'login' && (
          <TabStrip<Method>
            activeKey={method}
            onChange={setMethod}
            tabs={[
              { key: 'code', title: t('auth:byCode') },
              { key: 'password', title: t('auth:byPassword') },
            ]}
          />
        )}
        <SegmentedChoice
          className={`${styles.channel} ${formStyles.segmented}`}
          value={channel}
          onChange={setChannel}
          options={[
            { label: t('auth:byPhone'), value: 'phone' },
            { label: t('auth:byEmail'), value: 'email' },
          ]}
        />
      </div>
      <AccountForm
        key={`${view}-${method}-${channel}`}
        mode={{ view, method, channel }}
        initial={carried}
        onSignUpWith={(values) => {
          setCarried(values);
          setView('register');
        }}
        onPasswordReset={() => {
          setView('login');
          setMethod('password');
        }}
      />
      <nav className={styles.links}>
        {view === 'login' ? (
          <>
            <button type="button" className={styles.link} onClick={() => setView('register')}>
              {t('auth:toSignUp')}
            </button>
            <button type="button" className={styles.link} onClick={() => setView('forgot')}>
              {t('auth:toForgot')}
            </button>
          </>
        ) : (
          <button type="button" className={styles.link} onClick={() => setView('login')}>
            {t('auth:toLogin')}
          </button>
        )}
        <Link className={styles.link} to={paths.language}>
          {t('auth:language')}
        </Link>
      </nav>
    </div>
  );
}
