import { ResultCode } from '@volna/contracts';
import { Button, Dialog, List, NoticeBar, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { answerCode } from '../../../shared/payments/payment-errors.ts';
import { usePriceChangedNotice } from '../../../shared/payments/price-changed.tsx';
import { useTopUpPrompt } from '../../../shared/payments/top-up-prompt.ts';
import { useIdempotencyKey } from '../../../shared/payments/useIdempotencyKey.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { useOpenBlindBox } from '../api/openBox.ts';
import { useBlindBoxStatus } from '../api/status.ts';
import styles from '../components/blindBox.module.css';
import { CardView } from '../components/CardView.tsx';
import type { BlindBoxPurchaseVo } from '@volna/contracts';

/**
 * pagesBlindBox/pages/home: today's attempts and the price; opening draws a random card (paid, one charge per tap),
 * limited per Moscow day. No dating profile: set it first. No attempts left: new attempt tomorrow, or invite friends.
 */
export default function BlindBoxHomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = useBlindBoxStatus();
  const open = useOpenBlindBox();
  const keys = useIdempotencyKey();
  const topUpPrompt = useTopUpPrompt();
  const priceChanged = usePriceChangedNotice();
  const [drawn, setDrawn] = useState<BlindBoxPurchaseVo | null>(null);

  const onOpen = async () => {
    if (open.isPending || !status.data) return;
    const price = status.data.price;
    const key = keys.keyFor({ tap: status.data.openedToday, bonus: status.data.bonusLeft, price });
    try {
      const opened = await open.mutateAsync({ key, price });
      keys.settle();
      setDrawn(opened.purchase);
    } catch (error) {
      keys.settle(error);
      const code = answerCode(error);
      // A new price: nothing was charged; the notice says it and the button shows it for the next tap.
      if (await priceChanged(error)) return void status.refetch();
      if (code === ResultCode.insufficientBalance) void topUpPrompt();
      else if (code === ResultCode.blindBoxNoAttempts) {
        const invite = await Dialog.confirm({
          content: (error as Error).message,
          confirmText: t('blindBox:home.invite'),
          cancelText: t('common:ok'),
        });
        if (invite) navigate(paths.blindBoxInviteFriends);
      } else if (code === ResultCode.datingProfileRequired) navigate(paths.datingEditData);
      else await Dialog.alert({ content: (error as Error).message, confirmText: t('common:ok') });
      void status.refetch();
    }
  };

  let body: React.ReactNode;
  if (status.isPending) body = <Skeleton.Paragraph lineCount={5} animated />;
  else if (status.isError)
    body = <LoadFailed onRetry={() => void status.refetch()} reason={status.error.message} />;
  else {
    const s = status.data;
    body = (
      <>
        {!s.hasDatingProfile && (
          <NoticeBar
            color="alert"
            content={t('blindBox:home.needDating')}
            extra={
              <Button size="mini" color="primary" onClick={() => navigate(paths.datingEditData)}>
                {t('blindBox:home.setDating')}
              </Button>
            }
          />
        )}
        <div className={styles.box}>
          <span className={styles.boxIcon} aria-hidden>
            🎁
          </span>
          <p data-testid="blind-box-attempts">
            {t('blindBox:home.attempts', {
              left: s.attemptsLeft,
              opened: s.openedToday,
              limit: s.dailyLimit,
            })}
          </p>
          {s.bonusLeft > 0 && <p>{t('blindBox:home.bonus', { n: s.bonusLeft })}</p>}
          <Button
            color="warning"
            size="large"
            shape="rounded"
            loading={open.isPending}
            disabled={!s.hasDatingProfile}
            onClick={() => void onOpen()}
          >
            {t('blindBox:home.open', { price: formatMoney(s.price), currency: 'RUB' })}
          </Button>
          {s.attemptsLeft === 0 && <p>{t('blindBox:home.tomorrow')}</p>}
        </div>
        {drawn && (
          <>
            <p className={styles.label}>{t('blindBox:home.drawn')}</p>
            <CardView profile={drawn.profile} />
            <Button
              block
              color="primary"
              onClick={() => navigate(`${paths.blindBoxBuyUserInfo}?id=${drawn.id}`)}
            >
              {t('blindBox:home.viewDrawn')}
            </Button>
          </>
        )}
        {!s.hasOwnProfile && s.hasDatingProfile && (
          <p className={styles.muted}>{t('blindBox:home.ownCardHint')}</p>
        )}
      </>
    );
  }

  return (
    <PageFrame title={t('blindBox:home.title')} backTo={paths.dating}>
      <Refreshable onRefresh={() => status.refetch()}>
        <div className={styles.page}>
          {body}
          <List>
            <List.Item onClick={() => navigate(paths.blindBoxUserInfo)}>
              {t('blindBox:home.myCard')}
            </List.Item>
            <List.Item onClick={() => navigate(paths.blindBoxBuyList)}>{t('blindBox:home.bought')}</List.Item>
            <List.Item onClick={() => navigate(paths.blindBoxInviteFriends)}>
              {t('blindBox:home.invite')}
            </List.Item>
            <List.Item onClick={() => navigate(paths.blindBoxInstructions)}>
              {t('blindBox:home.instructions')}
            </List.Item>
          </List>
        </div>
      </Refreshable>
    </PageFrame>
  );
}
