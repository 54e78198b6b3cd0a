import { Button, Dialog, ErrorBlock, List, Skeleton, Tag, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useNavigate } from 'react-router';
import { paths, privateChatPath } from '../../../shared/lib/paths.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { UserAvatar } from '../../../shared/ui/UserAvatar.tsx';
import { useCancelDnaOrder } from '../api/cancelOrder.ts';
import { useDnaOrder } from '../api/orders.ts';
import styles from '../components/dna.module.css';
import { orderStateKey, userMay } from '../model/order-state.ts';

const chatWith = (userId: number) => privateChatPath(userId);

/**
 * One DNA order: its state, what was held and (once matched) charged and returned, and the candidates staff found —
 * name, age, sex and region, never a phone — each with a chat. Cancel only while the table allows it (before staff
 * start), after a confirmation.
 */
export default function DnaOrderDetailPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const order = useDnaOrder(id);
  const cancel = useCancelDnaOrder();

  const onCancel = async () => {
    const sure = await Dialog.confirm({ content: t('dna:detail.cancelConfirm') });
    if (!sure) return;
    await cancel.mutateAsync(id).then(
      () => Toast.show({ icon: 'success', content: t('dna:detail.cancelled') }),
      () => undefined,
    );
  };

  let content: React.ReactNode;
  if (order.isPending) content = <Skeleton.Paragraph lineCount={6} animated />;
  else if (order.isError)
    content = <LoadFailed onRetry={() => void order.refetch()} reason={order.error.message} />;
  else {
    const o = order.data;
    content = (
      <Refreshable onRefresh={() => order.refetch()}>
        <div className={styles.page}>
          <div className={styles.card}>
            <p className={styles.label}>
              {t('dna:detail.number', { id: o.id })}{' '}
              <Tag color="primary" data-testid="dna-state">
                {t(orderStateKey(o.state))}
              </Tag>
            </p>
            <p className={styles.muted}>
              {t('dna:mine.summary', {
                n: o.candidateCount,
                plan: t(`dna:plan.${o.plan}`),
                found: o.candidates.length,
              })}
            </p>
            <p className={styles.muted}>
              {t('dna:detail.held', {
                amount: formatMoney(o.price, { locale: i18n.language, currency: 'RUB' }),
              })}
            </p>
            {(o.captured !== '0' || o.released !== '0') && (
              <p className={styles.muted}>
                {t('dna:detail.settled', {
                  captured: formatMoney(o.captured, { locale: i18n.language, currency: 'RUB' }),
                  released: formatMoney(o.released, { locale: i18n.language, currency: 'RUB' }),
                })}
              </p>
            )}
            <p className={styles.muted}>{t('dna:detail.report', { name: o.attachmentName })}</p>
          </div>
          <List header={t('dna:detail.candidates')}>
            {o.candidates.length === 0 ? (
              <ErrorBlock
                status="empty"
                title={t('dna:detail.noCandidates')}
                description={t('dna:detail.noCandidatesHint')}
              />
            ) : (
              o.candidates.map((c) => (
                <List.Item
                  key={c.userId}
                  prefix={<UserAvatar src={c.avatar} nickName={c.name} size={40} alt={c.name} />}
                  description={t('dna:detail.candidateLine', {
                    age: c.age,
                    sex: t(c.sex === 1 ? 'dna:sex.male' : 'dna:sex.female'),
                    region: c.region,
                  })}
                  extra={
                    <Button size="small" color="primary" onClick={() => navigate(chatWith(c.userId))}>
                      {t('dna:detail.chat')}
                    </Button>
                  }
                >
                  <span>{c.name}</span>
                </List.Item>
              ))
            )}
          </List>
          {userMay(o.state, 'cancel') && (
            <Button
              block
              color="danger"
              fill="outline"
              loading={cancel.isPending}
              onClick={() => void onCancel()}
            >
              {t('dna:detail.cancel')}
            </Button>
          )}
        </div>
      </Refreshable>
    );
  }

  return (
    <PageFrame title={t('dna:detail.title')} backTo={paths.dnaIndex}>
      {content}
    </PageFrame>
  );
}
