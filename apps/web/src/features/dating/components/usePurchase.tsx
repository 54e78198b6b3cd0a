import { DatingPurchaseKind, type DatingProfileVo, type DatingPurchaseVo } from '@volna/contracts';
import { Dialog, Toast } from 'antd-mobile';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { PayPasswordSheet } from '../../../shared/payments/PayPasswordSheet.tsx';
import { usePriceChangedNotice } from '../../../shared/payments/price-changed.tsx';
import { useTopUpPrompt } from '../../../shared/payments/top-up-prompt.ts';
import { useIdempotencyKey } from '../../../shared/payments/useIdempotencyKey.ts';
import { needsAccount } from '../../../shared/ui/useNeedsAccount.ts';
import { fetchCheckMoney, type PurchaseKind, usePayDating } from '../api/payments.ts';
import { datingChatPath } from '../model/chat-path.ts';
import styles from './dating.module.css';
import { useDatingRefusal } from './useDatingRefusal.ts';

type Pending = { kind: PurchaseKind; shown: { price: string; fee: string }; description: ReactNode };

/**
 * Unlocking a profile's paid album or paid chat: a guest is asked to log in; the price, the platform fee inside it
 * and the total come from checkMoney* and are confirmed; a short balance opens the top-up prompt; then the pay
 * password. A bought chat opens at once (moduleType 1); a bought album shows PaySuccess.
 */
export function usePurchase(profile: DatingProfileVo | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pay = usePayDating();
  const keys = useIdempotencyKey();
  const topUpPrompt = useTopUpPrompt();
  const refusal = useDatingRefusal();
  const [pending, setPending] = useState<Pending | null>(null);
  const [checking, setChecking] = useState<PurchaseKind | null>(null);
  const priceChanged = usePriceChangedNotice();
  const paying = useRef<PurchaseKind>('album');

  const openChat = () => profile && navigate(datingChatPath(profile.userId));

  const start = async (kind: PurchaseKind) => {
    if (!profile) return;
    if (!needsAccount(t(kind === 'chat' ? 'dating:login.chat' : 'dating:login.unlock'))) return;
    if (profile.isMine) {
      Toast.show({ content: t('dating:cannotSelf') });
      return;
    }
    if (kind === 'chat' && profile.chatUnlocked) {
      openChat();
      return;
    }
    setChecking(kind);
    try {
      const quote = await fetchCheckMoney(kind, profile.id);
      if (quote.unlocked) {
        if (kind === 'chat') openChat();
        return;
      }
      const money = (value: string) =>
        formatMoney(value, { locale: currentLanguage(), currency: quote.currencyCode });
      if (!quote.enough) {
        await topUpPrompt();
        return;
      }
      const summary = (
        <div data-testid="dating-quote">
          <div className={styles.summaryRow}>
            <span>{t('dating:pay.price')}</span>
            <span>{money(quote.price)}</span>
          </div>
          <div className={styles.summaryRow}>
            <span>{t('dating:pay.fee')}</span>
            <span>{money(quote.fee)}</span>
          </div>
          <div className={styles.summaryRow}>
            <strong>{t('dating:pay.total')}</strong>
            <strong>{money(quote.total)}</strong>
          </div>
          <div className={styles.summaryRow}>
            <span className={styles.muted}>{t('dating:pay.balance')}</span>
            <span className={styles.muted}>{money(quote.balance)}</span>
          </div>
        </div>
      );
      const confirmed = await Dialog.confirm({
        title: t(kind === 'chat' ? 'dating:pay.chatTitle' : 'dating:pay.albumTitle', {
          name: profile.nickName,
        }),
        content: summary,
        confirmText: t('dating:pay.confirm'),
        cancelText: t('common:cancel'),
      });
      if (confirmed)
        setPending({
          kind,
          shown: { price: quote.price, fee: quote.fee },
          description: t('dating:pay.sheet', { amount: money(quote.total), name: profile.nickName }),
        });
    } catch (error) {
      // The quote says what paying would refuse (a paid chat needs my profile), before any price or pay password.
      await refusal(error, kind === 'chat' ? profile.nickName : undefined);
    } finally {
      setChecking(null);
    }
  };

  const sheet = profile && (
    <PayPasswordSheet
      visible={pending !== null}
      onClose={() => setPending(null)}
      description={pending?.description}
      onSubmit={async (payPassword) => {
        const kind = pending?.kind ?? 'album';
        const shown = pending?.shown ?? { price: '', fee: '' };
        paying.current = kind;
        const idempotencyKey = keys.keyFor({ kind, personalId: profile.id, ...shown });
        try {
          const result = await pay.mutateAsync({
            kind,
            personalId: profile.id,
            shown,
            payPassword,
            idempotencyKey,
          });
          keys.settle();
          return result;
        } catch (error) {
          keys.settle(error);
          throw error;
        }
      }}
      onSuccess={(result) => {
        const purchase = result as DatingPurchaseVo;
        if (purchase.kind === DatingPurchaseKind.chat) {
          Toast.show({ icon: 'success', content: t('dating:pay.chatUnlocked') });
          navigate(datingChatPath(purchase.targetId || profile.userId));
        } else
          navigate(`${paths.datingPaySuccess}?kind=${DatingPurchaseKind.album}&id=${profile.id}`, {
            replace: true,
          });
      }}
      onError={async (error) => {
        // The owner changed the price meanwhile: nothing was paid; the new quote is shown and asked again.
        if (await priceChanged(error)) await start(paying.current);
        else await refusal(error);
      }}
    />
  );

  return { start, checking, sheet };
}
