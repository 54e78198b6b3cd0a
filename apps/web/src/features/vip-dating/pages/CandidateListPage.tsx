import { VIP_DATING_RESPONSIBLE_MODULE } from '@volna/contracts';
import { Button, Dialog, ErrorBlock, List, Skeleton, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths, privateChatPath } from '../../../shared/lib/paths.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { useCancelVipRequest } from '../api/cancelRequest.ts';
import { usePickVipCandidates } from '../api/pickCandidates.ts';
import { useVipRequest } from '../api/request.ts';
import { CandidateCard } from '../components/CandidateCard.tsx';
import styles from '../components/vip.module.css';
import { totalPrice } from '../model/price.ts';
import { requesterMay, requestStateKey } from '../model/request-state.ts';

/** The private chat with a picked candidate: it belongs to dating (moduleType 1). */
const chatWith = (userId: number) => privateChatPath(userId, VIP_DATING_RESPONSIBLE_MODULE);

/**
 * pages/vipDating/candidateList: one request, its candidates (proposed by the server from real dating profiles, or
 * added by staff) and, while it is open, the pick — up to the paid count; the price of the picked is charged and
 * the rest of the hold comes back. Picked candidates open a chat.
 */
export default function CandidateListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const request = useVipRequest(id);
  const pick = usePickVipCandidates();
  const cancel = useCancelVipRequest();
  const [chosen, setChosen] = useState<Set<number>>(new Set());

  if (request.isPending)
    return (
      <PageFrame title={t('vipDating:candidates.title')} backTo={paths.vipMyRequire}>
        <Skeleton.Paragraph lineCount={8} animated />
      </PageFrame>
    );
  if (request.isError)
    return (
      <PageFrame title={t('vipDating:candidates.title')} backTo={paths.vipMyRequire}>
        <LoadFailed onRetry={() => void request.refetch()} reason={request.error.message} />
      </PageFrame>
    );

  const r = request.data;
  const canPick = requesterMay(r.state, 'pick');
  const canCancel = requesterMay(r.state, 'cancel');
  const toggle = (userId: number, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on && next.size < r.candidateCount) next.add(userId);
      else next.delete(userId);
      return next;
    });

  const onPick = async () => {
    const confirmed = await Dialog.confirm({
      content: t('vipDating:candidates.confirmPick', {
        n: chosen.size,
        total: formatMoney(totalPrice(r.pricePerCandidate, chosen.size), { locale: i18n.language }),
        currency: 'RUB',
      }),
      confirmText: t('vipDating:candidates.pick'),
      cancelText: t('common:cancel'),
    });
    if (confirmed) await pick.mutateAsync({ id: r.id, userIds: [...chosen] }).catch(() => undefined);
  };

  const onCancel = async () => {
    const confirmed = await Dialog.confirm({
      content: t('vipDating:candidates.confirmCancel'),
      confirmText: t('vipDating:candidates.cancelRequest'),
      cancelText: t('common:back'),
    });
    if (confirmed) await cancel.mutateAsync(r.id).catch(() => undefined);
  };

  const footer = canPick ? (
    <div className={styles.actions}>
      {canCancel && (
        <Button size="large" loading={cancel.isPending} onClick={() => void onCancel()}>
          {t('vipDating:candidates.cancelRequest')}
        </Button>
      )}
      <Button
        color="primary"
        size="large"
        disabled={chosen.size === 0}
        loading={pick.isPending}
        onClick={() => void onPick()}
      >
        {t('vipDating:candidates.pickCount', { n: chosen.size, max: r.candidateCount })}
      </Button>
    </div>
  ) : undefined;

  return (
    <PageFrame title={t('vipDating:candidates.title')} backTo={paths.vipMyRequire} footer={footer}>
      <Refreshable onRefresh={() => request.refetch()}>
        <div className={styles.page}>
          <div className={styles.card}>
            <div className={styles.row}>
              <Tag color="primary" data-testid="vip-state">
                {t(requestStateKey(r.state))}
              </Tag>
              <span className={styles.muted}>
                {t('vipDating:mine.summary', {
                  sex: t(r.sex === 1 ? 'vipDating:sex.male' : 'vipDating:sex.female'),
                  from: r.ageFrom,
                  to: r.ageTo,
                  city: r.city || t('vipDating:demand.cityAny'),
                  n: r.candidateCount,
                })}
              </span>
            </div>
            {r.extraWishes && <p className={styles.muted}>{r.extraWishes}</p>}
            <p className={styles.muted} data-testid="vip-money">
              {canPick
                ? t('vipDating:candidates.held', {
                    total: formatMoney(r.price, { locale: i18n.language }),
                    currency: 'RUB',
                  })
                : t('vipDating:candidates.settled', {
                    captured: formatMoney(r.captured, { locale: i18n.language }),
                    released: formatMoney(r.released, { locale: i18n.language }),
                    currency: 'RUB',
                  })}
            </p>
          </div>
          {r.candidates.length === 0 ? (
            <ErrorBlock
              status="empty"
              title={t('vipDating:candidates.empty')}
              description={t('vipDating:candidates.emptyHint')}
            />
          ) : (
            <List
              header={canPick ? t('vipDating:candidates.pickHint', { max: r.candidateCount }) : undefined}
            >
              {r.candidates.map((c) => (
                <CandidateCard
                  key={c.userId}
                  candidate={c}
                  checked={chosen.has(c.userId)}
                  onToggle={canPick ? (on) => toggle(c.userId, on) : undefined}
                  onOpen={c.picked ? () => navigate(chatWith(c.userId)) : undefined}
                />
              ))}
            </List>
          )}
        </div>
      </Refreshable>
    </PageFrame>
  );
}
