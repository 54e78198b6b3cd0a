import 'antd-mobile/es/components/auto-center/auto-center.css';
import 'antd-mobile/es/components/center-popup/center-popup.css';
import 'antd-mobile/es/components/dialog/dialog.css';
import 'antd-mobile/es/components/mask/mask.css';
import { Button } from 'antd-mobile';
import { useId } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../lib/paths.ts';
import { navigateInApp } from '../lib/app-navigator.ts';
import { closeOfflineDialog, useOfflineDialogStore } from './offline-dialog.ts';

/**
 * The global offline dialog: Cancel goes to the home tab (dating), Login to the login page. antd-mobile's Dialog look
 * (its classes and stylesheets) without its code: that animates with react-spring, which every first screen would
 * load (issue 19), and this dialog cannot load code when it is needed, since it shows when the network is gone.
 */
export function OfflineDialog() {
  const { t } = useTranslation();
  const titleId = useId();
  const reason = useOfflineDialogStore((state) => state.reason);
  // Not rendered at all once closed, so nothing of it can stay on screen.
  if (!reason) return null;
  const answer = (then: () => void) => () => {
    closeOfflineDialog();
    then();
  };
  return createPortal(
    <div className="adm-center-popup adm-dialog">
      <div
        className="adm-mask adm-center-popup-mask"
        style={{ background: 'rgba(0, 0, 0, 0.55)' }}
        aria-hidden="true"
      >
        <div className="adm-mask-content" />
      </div>
      <div className="adm-center-popup-wrap" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="adm-center-popup-body adm-dialog-body">
          <div className="adm-dialog-title" id={titleId}>
            {t(`shell:offline.${reason}.title`)}
          </div>
          <div className="adm-dialog-content">
            <div className="adm-auto-center">
              <div className="adm-auto-center-content">{t(`shell:offline.${reason}.content`)}</div>
            </div>
          </div>
          <div className="adm-dialog-footer">
            <div className="adm-dialog-action-row">
              <Button
                className="adm-dialog-button"
                fill="none"
                shape="rectangular"
                block
                color="primary"
                onClick={answer(() => navigateInApp(paths.dating, { replace: true }))}
              >
                {t('common:cancel')}
              </Button>
              <Button
                className="adm-dialog-button adm-dialog-button-bold"
                fill="none"
                shape="rectangular"
                block
                color="primary"
                onClick={answer(() => navigateInApp(paths.login))}
              >
                {t('common:login')}
              </Button>
            </div>
          </div>
        </div>
      </div>
    </div>,
    document.body,
  );
}
