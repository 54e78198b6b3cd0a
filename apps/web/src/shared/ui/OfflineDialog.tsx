import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths.ts';
import { navigateInApp } from '../lib/app-navigator.ts';
import { closeOfflineDialog, useOfflineDialogStore } from './offline-dialog.ts';

/** The global offline dialog: Cancel goes to the home tab (dating), Login to the login page. */
export function OfflineDialog() {
  const { t } = useTranslation();
  const reason = useOfflineDialogStore((state) => state.reason);
  // Not rendered at all once closed, so nothing of it can stay on screen.
  if (!reason) return null;
  return (
    <Dialog
      visible
      title={t(`shell:offline.${reason}.title`)}
      content={t(`shell:offline.${reason}.content`)}
      closeOnAction
      onClose={closeOfflineDialog}
      actions={[
        [
          {
            key: 'cancel',
            text: t('common:cancel'),
            onClick: () => navigateInApp(paths.dating, { replace: true }),
          },
          { key: 'login', text: t('common:login'), bold: true, onClick: () => navigateInApp(paths.login) },
        ],
      ]}
    />
  );
}
