import { FlowDirection, FlowType, ResultCode } from '@volna/contracts';
import { Button, ErrorBlock, List, Skeleton, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { fullTime } from '../../../shared/format/chat-time.ts';
import { addMoney, compareMoney, formatMoney } from '../../../shared/format/money.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { useFlow } from '../api/flow.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { WalletPageFrame } from '../../../shared/payments/WalletPageFrame.tsx';
import { answerCode } from '../../../shared/payments/payment-errors.ts';
import { useWalletLive } from '../../../shared/payments/useWalletLive.ts';
import { flowStatusKey, flowTypeKey, remarkKey, safeStateKey, statusColor } from '../model/flow-labels.ts';
import styles from '../components/FlowDetail.module.css';

/** Every field of one operation (flowDetail?id=): amount, status, counterparty, fee and total, times, remark. */
/** The operation a history row came from, where it has its own page. */
const SOURCE_PAGES: Partial<Record<number, { path: string; label: string }>> = {
  [FlowType.safeTransfer]: { path: paths.safeTransfer, label: 'wallet:detail.openSafeTransfer' },
  [FlowType.qrTopUp]: { path: paths.qrTopUp, label: 'wallet:detail.openTopUp' },
  [FlowType.redPacketSend]: { path: paths.redPacketDetail, label: 'wallet:detail.openRedPacket' },
  [FlowType.redPacketClaim]: { path: paths.redPacketDetail, label: 'wallet:detail.openRedPacket' },
  [FlowType.redPacketRefund]: { path: paths.redPacketDetail, label: 'wallet:detail.openRedPacket' },
};

export default function FlowDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const flow = useFlow(id);
  useWalletLive();
  const locale = currentLanguage();
  const frame = (content: React.ReactNode) => (
    <WalletPageFrame title={t('wallet:detail.title')} backTo={paths.walletHome}>
      {content}
    </WalletPageFrame>
  );

  if (!valid || (flow.isError && answerCode(flow.error) === ResultCode.notFound))
    return frame(
      <ErrorBlock
        status="empty"
        className={styles.notFound}
        title={t('wallet:detail.notFound')}
        description=""
      >
        <Button color="primary" onClick={() => navigate(paths.walletHome, { replace: true })}>
          {t('wallet:detail.toWallet')}
        </Button>
      </ErrorBlock>,
    );
  if (flow.isPending) return frame(<Skeleton.Paragraph lineCount={8} animated className={styles.skeleton} />);
  if (flow.isError)
    return frame(<LoadFailed onRetry={() => void flow.refetch()} reason={flow.error.message} />);

  const item = flow.data;
  const incoming = item.direction === FlowDirection.in;
  const source = SOURCE_PAGES[item.type];
  const money = (value: string) => formatMoney(value, { locale, currency: item.currencyCode });
  // A flow's amount is what moved on this balance; its fee is the part the platform kept (from an incoming
  // transfer, what the sender sent minus what arrived), so the totals are read around the amount, never added twice.
  const note = remarkKey(item);
  const remark = note ? t(note, { defaultValue: item.remark }) : item.remark;
  const feeCharged = compareMoney(item.fee, '0') > 0;

  return frame(
    <>
      <section className={styles.summary} data-testid="flow-detail">
        <div className={styles.type}>{t(flowTypeKey(item.type))}</div>
        <div className={incoming ? styles.amountIn : styles.amountOut} data-testid="flow-detail-amount">
          {formatMoney(incoming ? item.amount : `-${item.amount}`, {
            locale,
            signed: true,
            currency: item.currencyCode,
          })}
        </div>
        <Tag color={statusColor(item.status)}>{t(flowStatusKey(item.status))}</Tag>
      </section>
      <List className={styles.fields}>
        <List.Item extra={t(incoming ? 'wallet:detail.in' : 'wallet:detail.out')}>
          {t('wallet:detail.direction')}
        </List.Item>
        {item.stateCode !== null && (
          <List.Item extra={t(safeStateKey(item.stateCode))}>{t('wallet:detail.safeState')}</List.Item>
        )}
        <List.Item extra={item.currencyCode}>{t('wallet:detail.currency')}</List.Item>
        {incoming && feeCharged ? (
          <List.Item extra={money(addMoney(item.amount, item.fee))}>{t('wallet:detail.gross')}</List.Item>
        ) : (
          <List.Item extra={money(item.amount)}>{t('wallet:detail.amount')}</List.Item>
        )}
        <List.Item extra={money(item.fee)}>{t('wallet:detail.fee')}</List.Item>
        <List.Item extra={<strong data-testid="flow-detail-total">{money(item.amount)}</strong>}>
          {t(incoming ? 'wallet:detail.totalCredited' : 'wallet:detail.totalDebited')}
        </List.Item>
        {item.counterpartyName && (
          <List.Item extra={item.counterpartyName}>
            {t(incoming ? 'wallet:detail.from' : 'wallet:detail.to')}
          </List.Item>
        )}
        {item.remark && <List.Item description={remark}>{t('wallet:detail.remark')}</List.Item>}
        <List.Item extra={fullTime(Date.parse(item.createTime), locale)}>
          {t('wallet:detail.created')}
        </List.Item>
        {item.updateTime !== item.createTime && (
          <List.Item extra={fullTime(Date.parse(item.updateTime), locale)}>
            {t('wallet:detail.updated')}
          </List.Item>
        )}
        <List.Item extra={String(item.id)}>{t('wallet:detail.number')}</List.Item>
      </List>
      {source && item.relatedId !== null && (
        <div className={styles.actions}>
          <Button block color="primary" onClick={() => navigate(`${source.path}?id=${item.relatedId}`)}>
            {t(source.label)}
          </Button>
        </div>
      )}
    </>,
  );
}
