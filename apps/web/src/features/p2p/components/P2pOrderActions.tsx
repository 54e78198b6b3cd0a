import { type P2pAction, type P2pOrderVo, TEXTAREA_MAX_LENGTH } from '@volna/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../../shared/format/money.ts';
import { privateChatPath } from '../../../shared/lib/paths.ts';
import { PayPasswordSheet } from '../../../shared/payments/PayPasswordSheet.tsx';
import { usePriceChangedNotice } from '../../../shared/payments/price-changed.tsx';
import { ReasonSheet, type ReasonTexts, TradeActionBar } from '../../../shared/trade/TradeActionBar.tsx';
import { p2pKeys } from '../api/keys.ts';
import { useP2pStep } from '../api/p2pStep.ts';
import { P2pProofForm } from './P2pProofForm.tsx';

/** The complaint sheet's texts. */
const COMPLAINT: ReasonTexts = {
  title: 'p2p:actions.complainTitle',
  hint: 'p2p:actions.complainHint',
  field: 'p2p:actions.complainTitle',
  placeholder: 'p2p:actions.complainPlaceholder',
  send: 'p2p:actions.complainSend',
};

/**
 * What the viewer may do now: exactly the actions the transition table gives his side in this state (the server's
 * `actions`), each with its own confirmation — confirming receipt asks the pay password, as any payment does.
 */
export function P2pOrderActions({ order }: { order: P2pOrderVo }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const step = useP2pStep();
  const silentStep = useP2pStep({ silent: true });
  const priceChanged = usePriceChangedNotice();
  const queryClient = useQueryClient();
  const [proofOpen, setProofOpen] = useState(false);
  const [paying, setPaying] = useState(false);
  const [complaining, setComplaining] = useState(false);
  const amount = formatMoney(order.payAmount, { locale: i18n.language, currency: order.payCurrencyCode });
  const confirmed = async (question: string, action: 'respond' | 'cancel') => {
    if (!(await Dialog.confirm({ content: t(question, { amount }) }))) return;
    if (action === 'cancel')
      return void (await step.mutateAsync({ step: action, id: order.id }).catch(() => undefined));
    const shown = { payAmount: order.payAmount, rate: order.rate };
    await silentStep.mutateAsync({ step: action, id: order.id, ...shown }).catch(async (error: unknown) => {
      // Nothing was taken: the order is read again, so its screen shows today's terms for the next tap.
      if (await priceChanged(error)) void queryClient.invalidateQueries({ queryKey: p2pKeys.one(order.id) });
      else if (error instanceof Error && error.message) Toast.show({ content: error.message });
    });
  };

  // The parties agree in their private chat (spec §4), where the order's cards are too.
  const peer = order.role === 'withdrawer' ? order.payer : order.role === 'payer' ? order.withdrawer : null;

  return (
    <TradeActionBar<P2pAction>
      allowed={order.actions}
      lead={
        peer && (
          <Button
            block
            fill="outline"
            color="primary"
            data-testid="p2p-open-chat"
            onClick={() => navigate(privateChatPath(peer.userId))}
          >
            {t('p2p:actions.openChat', { name: peer.nickName })}
          </Button>
        )
      }
      buttons={{
        respond: {
          label: t('p2p:actions.respond'),
          testId: 'p2p-respond',
          color: 'primary',
          size: 'large',
          loading: silentStep.isPending,
          onClick: () => void confirmed('p2p:actions.respondQuestion', 'respond'),
        },
        submitProof: {
          label: t('p2p:actions.submitProof'),
          testId: 'p2p-submit-proof',
          color: 'primary',
          size: 'large',
          onClick: () => setProofOpen(true),
        },
        confirm: {
          label: t('p2p:actions.confirm'),
          testId: 'p2p-confirm',
          color: 'primary',
          size: 'large',
          onClick: () => setPaying(true),
        },
        cancel: {
          label: t('p2p:actions.cancel'),
          testId: 'p2p-cancel',
          size: 'large',
          onClick: () => void confirmed('p2p:actions.cancelQuestion', 'cancel'),
        },
        complain: {
          label: t('p2p:actions.complain'),
          testId: 'p2p-complain',
          color: 'danger',
          fill: 'outline',
          onClick: () => setComplaining(true),
        },
      }}
    >
      {order.actions.includes('submitProof') && (
        <P2pProofForm orderId={order.id} visible={proofOpen} onClose={() => setProofOpen(false)} />
      )}
      <PayPasswordSheet
        visible={paying}
        onClose={() => setPaying(false)}
        description={t('p2p:actions.confirmDescription', { amount, name: order.payer?.nickName ?? '' })}
        onSubmit={(payPassword) => silentStep.mutateAsync({ step: 'confirm', id: order.id, payPassword })}
      />
      <ReasonSheet
        open={complaining}
        onClose={() => setComplaining(false)}
        texts={COMPLAINT}
        id="p2p-complaint-reason"
        maxLength={TEXTAREA_MAX_LENGTH}
        sendTestId="p2p-complain-send"
        pending={step.isPending}
        onSend={(reason) => step.mutateAsync({ step: 'complaint', id: order.id, reason })}
      />
    </TradeActionBar>
  );
}
