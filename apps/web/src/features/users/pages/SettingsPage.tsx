import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Dialog, List, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { useTabSet } from '../../../shared/lib/tab-set.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { type ThemePreference, useTheme } from '../../../shared/ui/theme.ts';
import { useActionSheet } from '../../../shared/ui/useActionSheet.tsx';
import { useLogout } from '../api/logout.ts';
import { signOutHere } from '../signOutHere.ts';
import { PageFrame } from '../components/PageFrame.tsx';
import { DEFAULT_SUPPORT_MODULE, useContactSupport } from '../../../shared/support/useContactSupport.ts';
import { useTicketUnreadCount } from '../../../shared/support/tickets.ts';
import styles from '../components/users.module.css';

const THEMES: ThemePreference[] = ['system', 'light', 'dark'];

export default function SettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { preference, setThemePreference } = useTheme();
  const [tabSet, setTabSet] = useTabSet();
  const logout = useLogout();
  const support = useContactSupport(DEFAULT_SUPPORT_MODULE);
  const unreadReplies = useTicketUnreadCount();

  const themeSheet = useActionSheet();
  const pickTheme = () =>
    themeSheet.show({
      cancelText: t('common:cancel'),
      actions: THEMES.map((theme) => ({
        key: theme,
        text: t(`settings:theme.${theme}`),
        bold: theme === preference,
        onClick: () => setThemePreference(theme),
      })),
    });

  const onLogout = async () => {
    const confirmed = await Dialog.confirm({
      content: t('settings:logoutConfirm'),
      cancelText: t('common:cancel'),
      confirmText: t('common:logout'),
    });
    if (!confirmed) return;
    try {
      await logout.mutateAsync();
    } catch {
      // Signing out of this device must work even when the server cannot be reached; its session expires later.
    }
    signOutHere(queryClient);
  };

  return (
    <PageFrame title={t('settings:title')} backTo={paths.posted}>
      {themeSheet.sheet}
      <List className={styles.section} header={t('settings:general')}>
        <List.Item
          onClick={() => navigate(paths.language)}
          extra={t(`settings:languages.${currentLanguage()}`)}
        >
          {t('settings:language')}
        </List.Item>
        <List.Item onClick={pickTheme} extra={t(`settings:theme.${preference}`)}>
          {t('settings:themeTitle')}
        </List.Item>
        <List.Item
          description={t('settings:classicTabsHint')}
          extra={
            <Switch
              checked={tabSet === 'classic'}
              onChange={(on) => setTabSet(on ? 'classic' : 'default')}
              aria-label={t('settings:classicTabs')}
            />
          }
        >
          {t('settings:classicTabs')}
        </List.Item>
        <List.Item onClick={() => navigate(paths.privacy)}>{t('settings:privacy')}</List.Item>
        <List.Item onClick={() => navigate(paths.notifications)}>{t('settings:pushNotifications')}</List.Item>
      </List>
      <List className={styles.section} header={t('settings:security')}>
        <List.Item onClick={() => navigate(paths.changePwd)}>{t('settings:changePassword')}</List.Item>
        <List.Item onClick={() => navigate(paths.changeNumber)}>{t('settings:changePhone')}</List.Item>
        <List.Item onClick={() => navigate(paths.changeEmail)}>{t('settings:changeEmail')}</List.Item>
        <List.Item onClick={() => navigate(paths.payPassword)}>{t('settings:payPassword')}</List.Item>
        <List.Item onClick={() => navigate(paths.blockedUsers)}>{t('settings:blockedUsers')}</List.Item>
      </List>
      <List className={styles.section}>
        <List.Item
          onClick={() => navigate(paths.supportHome)}
          extra={unreadReplies.data ? <Badge content={unreadReplies.data} /> : undefined}
        >
          {t('support:entry')}
        </List.Item>
        <List.Item onClick={support.pending ? undefined : support.contact} disabled={support.pending}>
          {t('groups:support.contact')}
        </List.Item>
        <List.Item onClick={() => navigate(paths.aboutUs)}>{t('settings:aboutUs')}</List.Item>
      </List>
      <div className={styles.actions}>
        <Button
          block
          color="danger"
          fill="outline"
          size="large"
          loading={logout.isPending}
          onClick={onLogout}
        >
          {t('common:logout')}
        </Button>
      </div>
    </PageFrame>
  );
}
