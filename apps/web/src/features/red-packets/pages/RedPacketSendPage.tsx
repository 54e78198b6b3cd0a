import {
  ConversationType,
  RED_PACKET_COUNT_MAX,
  RED_PACKET_GREETING_MAX_LENGTH,
  type RedPacketSplit,
  walletAmount,
} from '@volna/contracts';
import { Button, Form, Selector, Skeleton, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { compareMoney, formatMoney } from '../../../shared/format/money.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { useGoBack } from '../../../shared/lib/navigation.ts';
import { useSessionDraft } from '../../../shared/lib/useSessionDraft.ts';
import { useAccounts } from '../../../shared/payments/accounts.ts';
import { useRedPacketGroupSize } from '../api/redPacketGroupSize.ts';
import { useSendRedPacket } from '../api/sendRedPacket.ts';
import { AmountInput } from '../../../shared/payments/AmountInput.tsx';
import { useCurrencyName } from '../../../shared/payments/CurrencyName.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PayPasswordSheet } from '../../../shared/payments/PayPasswordSheet.tsx';
import { useTopUpPrompt } from '../../../shared/payments/top-up-prompt.ts';
import { TextArea } from '../../../shared/ui/TextArea.tsx';
import { CountStepper } from '../../../shared/ui/CountStepper.tsx';
import styles from '../components/redPacket.module.css';
import { WalletPageFrame } from '../../../shared/payments/WalletPageFrame.tsx';
import { paymentProblem } from '../../../shared/payments/payment-errors.ts';
import { useIdempotencyKey } from '../../../shared/payments/useIdempotencyKey.ts';

/** The chat a red packet goes to, from the page's query; null when it names none we can send to. */
function chatOf(params: URLSearchParams) {
  const targetId = params.get('targetId') ?? '';
  const conversationType = Number(params.get('conversationType'));
  const known = conversationType === ConversationType.private || conversationType === ConversationType.group;
  return known && /^[A-Za-z0-9_-]{1,64}$/.test(targetId) ? { targetId, conversationType } : null;
}

/**
 * Red packet send (paths.redPacketSend?targetId=&conversationType=): currency, total amount, in a group the number
 * of shares and even or lucky split, a greeting, then the pay password. The total is held at once; the card
 * appears in the chat and the page goes back to it.
 */
export default function RedPacketSendPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const chat = chatOf(params);
  const group = chat?.conversationType === ConversationType.group;
  // The chat screens name their chat as the app's links do: a group by groupId, a person by targetId.
  const chatPath = !chat
    ? paths.chat
    : group
      ? `${paths.groupChat}?groupId=${chat.targetId}`
      : `${paths.personalChat}?targetId=${chat.targetId}&conversationType=${chat.conversationType}`;
  const goBack = useGoBack(chatPath);
  const accounts = useAccounts();
  const groupSize = useRedPacketGroupSize(group ? chat.targetId : null);
  const maxCount = Math.min(RED_PACKET_COUNT_MAX, groupSize.data ?? RED_PACKET_COUNT_MAX);
  const currencyName = useCurrencyName();
  const send = useSendRedPacket();
  const keys = useIdempotencyKey();
  const topUpPrompt = useTopUpPrompt();
  // Kept per chat through a detour to set the pay password (issue 19), dropped once the packet is sent.
  const [draft, setDraft, clearDraft] = useSessionDraft(
    `redPacket:${chat?.conversationType}:${chat?.targetId}`,
    {
      currencyId: null as number | null,
      amount: '',
      count: 1,
      split: 'lucky' as RedPacketSplit,
      greeting: '',
    },
  );
  const { currencyId, amount, count, split, greeting } = draft;
  const [paying, setPaying] = useState(false);

  const list = accounts.data ?? [];
  const chosen = list.find((a) => a.currencyId === currencyId) ?? list[0];
  const amountOk = walletAmount.safeParse(amount).success;
  const lang = currentLanguage();
  const money = (value: string) => formatMoney(value, { locale: lang, currency: chosen?.currencyCode });

  const body = () => ({
    conversationType: chat!.conversationType,
    targetId: chat!.targetId,
    currencyId: chosen!.currencyId,
    amount,
    count: group ? Math.min(count, maxCount) : 1,
    split: group ? split : ('even' as const),
    greeting: greeting.trim(),
  });

  let content: React.ReactNode;
  if (!chat)
    content = <LoadFailed onRetry={() => navigate(paths.chat)} reason={t('redPacket:send.noChat')} />;
  else if (accounts.isPending)
    content = (
      <div className={styles.skeleton} aria-busy="true">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  else if (accounts.isError || !chosen) content = <LoadFailed onRetry={() => void accounts.refetch()} />;
  else
    content = (
      <Form layout="vertical" className={styles.form}>
        <Form.Item label={t('redPacket:send.currency')}>
          <Selector
            columns={3}
            value={[chosen.currencyId]}
            onChange={(value) => value[0] !== undefined && setDraft({ currencyId: value[0] })}
            options={list.map((a) => ({ label: currencyName(a.currencyCode), value: a.currencyId }))}
          />
          <p className={styles.balance}>{t('redPacket:send.balance', { amount: money(chosen.balance) })}</p>
        </Form.Item>
        <Form.Item label={group ? t('redPacket:send.total') : t('redPacket:send.amount')}>
          <AmountInput
            value={amount}
            onChange={(value) => setDraft({ amount: value })}
            placeholder={t('redPacket:send.amountPlaceholder')}
            ariaLabel={group ? t('redPacket:send.total') : t('redPacket:send.amount')}
          />
        </Form.Item>
        {group && (
          <>
            <Form.Item
              label={t('redPacket:send.count')}
              extra={t('redPacket:send.countHint', { max: maxCount })}
            >
              <CountStepper
                min={1}
                max={maxCount}
                value={Math.min(count, maxCount)}
                onChange={(value) => setDraft({ count: value })}
                aria-label={t('redPacket:send.count')}
              />
            </Form.Item>
            <Form.Item label={t('redPacket:send.split')}>
              <Selector
                columns={2}
                value={[split]}
                onChange={(value) => value[0] && setDraft({ split: value[0] })}
                options={[
                  { label: t('redPacket:split.lucky'), value: 'lucky' as const },
                  { label: t('redPacket:split.even'), value: 'even' as const },
                ]}
              />
            </Form.Item>
          </>
        )}
        <Form.Item label={t('redPacket:send.greeting')}>
          <TextArea
            id="red-packet-greeting"
            value={greeting}
            onChange={(value) => setDraft({ greeting: value })}
            maxLength={RED_PACKET_GREETING_MAX_LENGTH}
            showCount
            rows={2}
            placeholder={t('redPacket:defaultGreeting')}
          />
        </Form.Item>
        <p className={styles.total} data-testid="red-packet-total">
          {money(amountOk ? amount : '0')}
        </p>
        <Button
          block
          color="danger"
          size="large"
          disabled={!amountOk}
          // A visibly short balance goes to the top-up prompt before asking for the pay password.
          onClick={() => (compareMoney(amount, chosen.balance) > 0 ? void topUpPrompt() : setPaying(true))}
          data-testid="red-packet-prepare"
        >
          {t('redPacket:send.submit')}
        </Button>
      </Form>
    );

  return (
    <WalletPageFrame title={t('redPacket:send.title')} backTo={chatPath}>
      {content}
      {chat && chosen && (
        <PayPasswordSheet
          visible={paying}
          onClose={() => setPaying(false)}
          description={t('redPacket:send.paying', { amount: money(amount || '0') })}
          onSubmit={async (payPassword) => {
            const request = body();
            try {
              const sent = await send.mutateAsync({
                body: { ...request, payPassword },
                idempotencyKey: keys.keyFor(request),
              });
              keys.settle();
              return sent;
            } catch (error) {
              keys.settle(error);
              throw error;
            }
          }}
          onSuccess={() => {
            clearDraft();
            Toast.show({ icon: 'success', content: t('redPacket:send.sent') });
            goBack();
          }}
          onError={(error) => {
            if (paymentProblem(error) === 'insufficientBalance') void topUpPrompt();
            else Toast.show({ content: error instanceof Error ? error.message : t('common:loadFailed') });
          }}
        />
      )}
    </WalletPageFrame>
  );
}
