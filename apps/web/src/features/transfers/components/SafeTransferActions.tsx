import { SafeTransferState, type TransferVo } from '@volna/contracts';
import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money.ts';
import { useConfirmTransfer } from '../api/confirmTransfer.ts';
import { useTransferStep } from '../api/transferStep.ts';
import { PayPasswordSheet } from '../../../shared/payments/PayPasswordSheet.tsx';
import { DocumentUpload } from './DocumentUpload.tsx';
import { choicesFor } from '../model/safe-transfer-actions.ts';
import styles from './transfer.module.css';

/**
 * What this party can do now: the receiver hands in the document; the sender confirms the conditions (after a
 * confirm dialog, with his pay password) or asks for another document; either asks support to cancel. The user
 * cannot cancel himself; support decides.
 */
export function SafeTransferActions({ transfer }: { transfer: TransferVo }) {
  const { t, i18n } = useTranslation();
  const [paying, setPaying] = useState(false);
  const confirm = useConfirmTransfer();
  const reject = useTransferStep('reject');
  const askCancel = useTransferStep('requestCancel');
  const { state } = transfer;
  const receives = formatMoney(transfer.receiveAmount, {
    locale: i18n.language,
    currency: transfer.currencyCode,
  });

  const startConfirm = async () => {
    const sure = await Dialog.confirm({
      title: t('transfer:actions.confirmTitle'),
      content: t('transfer:actions.confirmContent', { amount: receives, name: transfer.receiver.nickName }),
      confirmText: t('transfer:actions.confirm'),
      cancelText: t('common:cancel'),
    });
    if (sure) setPaying(true);
  };
  const startReject = async () => {
    const sure = await Dialog.confirm({
      content: t('transfer:actions.rejectContent'),
      confirmText: t('transfer:actions.reject'),
      cancelText: t('common:cancel'),
    });
    if (sure) reject.mutate(transfer.id);
  };
  const startCancel = async () => {
    const sure = await Dialog.confirm({
      title: t('transfer:actions.cancelTitle'),
      content: t('transfer:actions.cancelContent'),
      confirmText: t('transfer:actions.askCancel'),
      cancelText: t('common:back'),
    });
    if (sure) askCancel.mutate(transfer.id);
  };

  const choices = choicesFor(transfer);
  const waiting = choices.waiting ? t(`transfer:actions.${choices.waiting}`) : '';
  const { upload: canUpload, confirm: canConfirm, askCancel: canAskCancel } = choices;
  if (!canUpload && !canConfirm && !canAskCancel && !waiting) return null;
  return (
    <section className={styles.actions}>
      {waiting && <p className={styles.hint}>{waiting}</p>}
      {canUpload && (
        <DocumentUpload transferId={transfer.id} again={state === SafeTransferState.awaitingDocument} />
      )}
      {canConfirm && (
        <>
          <Button block color="primary" size="large" onClick={startConfirm} data-testid="confirm-conditions">
            {t('transfer:actions.confirm')}
          </Button>
          <Button block loading={reject.isPending} onClick={startReject}>
            {t('transfer:actions.reject')}
          </Button>
        </>
      )}
      {canAskCancel && (
        <Button block fill="none" color="danger" loading={askCancel.isPending} onClick={startCancel}>
          {t('transfer:actions.askCancel')}
        </Button>
      )}
      <PayPasswordSheet
        visible={paying}
        onClose={() => setPaying(false)}
        description={receives}
        onSubmit={(payPassword) => confirm.mutateAsync({ id: transfer.id, payPassword })}
      />
    </section>
  );
}
