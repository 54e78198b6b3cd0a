import { TopUpStatus, type TopUpVo } from '@volna/contracts';
import { Button, Descriptions, Empty, Image, Input, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../shared/ui/format.ts';
import { StatusDrawer } from '../../shared/ui/StatusDrawer.tsx';
import { StatusTag } from '../../shared/ui/StatusTag.tsx';
import { useConfirmTopUp, useRejectTopUp } from './api.ts';
import { settled } from '../../shared/api.ts';

/** One top-up: the requisites it was paid to, the receipt, and the decision (each behind a confirmation). */
export function TopUpDrawer({
  topUp,
  onClose,
  onDecided,
}: {
  topUp: TopUpVo | null;
  onClose: () => void;
  /** The top-up as the decision left it, so the drawer shows the outcome. */
  onDecided: (topUp: TopUpVo) => void;
}) {
  const { t } = useTranslation('wallet');
  const confirm = useConfirmTopUp();
  const reject = useRejectTopUp();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const decidable = topUp?.status === TopUpStatus.awaitingConfirmation;

  return (
    <StatusDrawer
      item={topUp}
      width={560}
      open={topUp !== null}
      onClose={onClose}
      title={topUp ? t('topUps.detailTitle', { id: topUp.id }) : ''}
      extra={
        decidable &&
        topUp && (
          <Space>
            <Button danger onClick={() => setRejecting(true)} loading={reject.isPending}>
              {t('topUps.reject')}
            </Button>
            <Popconfirm
              title={t('topUps.confirmQuestion', { amount: `${topUp.amount} ${topUp.currencyCode}` })}
              okText={t('topUps.confirm')}
              onConfirm={settled(async () => onDecided(await confirm.mutateAsync({ id: topUp.id })))}
            >
              <Button type="primary" loading={confirm.isPending} data-testid="topup-confirm">
                {t('topUps.confirm')}
              </Button>
            </Popconfirm>
          </Space>
        )
      }
      statusLabel={t('topUps.statusColumn')}
      statusTag={(topUp) => <StatusTag kind="topUp" status={topUp.status} testId="topup-drawer-status" />}
      facts={(topUp) => (
        <>
          <Descriptions.Item label={t('topUps.userId')}>{topUp.userId}</Descriptions.Item>
          <Descriptions.Item label={t('topUps.amount')}>
            {topUp.amount} {topUp.currencyCode}
          </Descriptions.Item>
          <Descriptions.Item label={t('topUps.bank')}>{t(`banks.${topUp.bankCode}`)}</Descriptions.Item>
          <Descriptions.Item label={t('topUps.account')}>{topUp.requisites.accountNumber}</Descriptions.Item>
          <Descriptions.Item label={t('topUps.purpose')}>{topUp.requisites.purpose}</Descriptions.Item>
          <Descriptions.Item label={t('topUps.created')}>{formatTime(topUp.createTime)}</Descriptions.Item>
          <Descriptions.Item label={t('topUps.updated')}>{formatTime(topUp.updateTime)}</Descriptions.Item>
          {topUp.rejectReason && (
            <Descriptions.Item label={t('topUps.rejectReason')}>{topUp.rejectReason}</Descriptions.Item>
          )}
        </>
      )}
      after={(topUp) => (
        <>
          {topUp.proofUrl ? (
            <Image src={topUp.proofUrl} alt={t('topUps.receipt')} width="100%" />
          ) : (
            <Empty description={t('topUps.noReceipt')} />
          )}
        </>
      )}
    >
      <Modal
        open={rejecting}
        title={t('topUps.rejectTitle')}
        okText={t('topUps.reject')}
        okButtonProps={{ danger: true, loading: reject.isPending }}
        onCancel={() => setRejecting(false)}
        onOk={settled(async () => {
          if (!topUp) return;
          onDecided(await reject.mutateAsync({ id: topUp.id, reason: reason.trim() || undefined }));
          setRejecting(false);
          setReason('');
        })}
      >
        <Input.TextArea
          aria-label={t('topUps.rejectReason')}
          placeholder={t('topUps.rejectReasonPlaceholder')}
          maxLength={500}
          showCount
          rows={4}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Modal>
    </StatusDrawer>
  );
}
