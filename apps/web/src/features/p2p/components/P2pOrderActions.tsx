import { ConversationType, type P2pOrderVo, TEXTAREA_MAX_LENGTH } from '@volna/contracts';
import { Button, Dialog, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { PayPasswordSheet } from '../../../shared/payments/PayPasswordSheet.tsx';
import { TextArea } from '../../../shared/ui/TextArea.tsx';
import { useP2pStep } from '../api/p2pStep.ts';
import { P2pProofForm } from './P2pProofForm.tsx';
import styles from '../../../shared/payments/trade.module.css';

/**
 * What the viewer may do now: exactly the actions the transition table gives his side in this state (the server's
 * `actions`), each with its own confirmation — confirming receipt asks the pay password, as any payment does.
 */
export function P2pOrderActions({ order }: { order: P2pOrderVo }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const step = useP2pStep();
  const silentStep = useP2pStep({ silent: true });
  const [proofOpen, setProofOpen] = useState(false);
  const [paying, setPaying] = useState(false);
  const [complaining, setComplaining] = useState(false);
  const [reason, setReason] = useState('');
  const has = (action: P2pOrderVo['actions'][number]) => order.actions.includes(action);
  const amount = formatMoney(order.payAmount, { locale: i18n.language, currency: order.payCurrencyCode });

  // The parties agree in their private chat (spec §4), where the order's cards are too.
  const peer = order.role === 'withdrawer' ? order.payer : order.role === 'payer' ? order.withdrawer : null;

  if (order.actions.length === 0 && !peer) return null;
  return (
    <div className={styles.actions}>
      {peer && (
        <Button
          block
          fill="outline"
          color="primary"
          data-testid="p2p-open-chat"
          onClick={() =>
            navigate(
              `${paths.personalChat}?targetId=${peer.userId}&conversationType=${ConversationType.private}`,
            )
          }
        >
          {t('p2p:actions.openChat', { name: peer.nickName })}
        </Button>
      )}
      {has('respond') && (
        <Button
          block
          color="primary"
          size="large"
          data-testid="p2p-respond"
          loading={step.isPending}
          onClick={async () => {
            if (await Dialog.confirm({ content: t('p2p:actions.respondQuestion', { amount }) }))
              await step.mutateAsync({ step: 'respond', id: order.id }).catch(() => undefined);
          }}
        >
          {t('p2p:actions.respond')}
        </Button>
      )}
      {has('submitProof') && (
        <Button
          block
          color="primary"
          size="large"
          data-testid="p2p-submit-proof"
          onClick={() => setProofOpen(true)}
        >
          {t('p2p:actions.submitProof')}
        </Button>
      )}
      {has('confirm') && (
        <Button block color="primary" size="large" data-testid="p2p-confirm" onClick={() => setPaying(true)}>
          {t('p2p:actions.confirm')}
        </Button>
      )}
      {has('cancel') && (
        <Button
          block
          size="large"
          data-testid="p2p-cancel"
          onClick={async () => {
            if (await Dialog.confirm({ content: t('p2p:actions.cancelQuestion', { amount }) }))
              await step.mutateAsync({ step: 'cancel', id: order.id }).catch(() => undefined);
          }}
        >
          {t('p2p:actions.cancel')}
        </Button>
      )}
      {has('complain') && (
        <Button
          block
          color="danger"
          fill="outline"
          data-testid="p2p-complain"
          onClick={() => setComplaining(true)}
        >
          {t('p2p:actions.complain')}
        </Button>
      )}

      {has('submitProof') && (
        <P2pProofForm orderId={order.id} visible={proofOpen} onClose={() => setProofOpen(false)} />
      )}
      <PayPasswordSheet
        visible={paying}
        onClose={() => setPaying(false)}
        description={t('p2p:actions.confirmDescription', { amount, name: order.payer?.nickName ?? '' })}
        onSubmit={(payPassword) => silentStep.mutateAsync({ step: 'confirm', id: order.id, payPassword })}
      />
      <Popup visible={complaining} onMaskClick={() => setComplaining(false)} bodyClassName={styles.sheet}>
        <h2 className={styles.sheetTitle}>{t('p2p:actions.complainTitle')}</h2>
        <p className={styles.hint}>{t('p2p:actions.complainHint')}</p>
        <TextArea
          id="p2p-complaint-reason"
          aria-label={t('p2p:actions.complainTitle')}
          value={reason}
          onChange={setReason}
          maxLength={TEXTAREA_MAX_LENGTH}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
          placeholder={t('p2p:actions.complainPlaceholder')}
        />
        <Button
          className={styles.submit}
          block
          color="danger"
          size="large"
          disabled={!reason.trim()}
          loading={step.isPending}
          data-testid="p2p-complain-send"
          onClick={async () => {
            await step.mutateAsync({ step: 'complaint', id: order.id, reason: reason.trim() });
            setComplaining(false);
            setReason('');
          }}
        >
          {t('p2p:actions.complainSend')}
        </Button>
      </Popup>
    </div>
  );
}
