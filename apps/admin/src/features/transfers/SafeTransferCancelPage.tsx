import { useMutation } from '@tanstack/react-query';
import type { TransferVo } from '@volna/contracts';
import { Button, Card, Descriptions, Form, InputNumber, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api.ts';
import { AuditTrail } from '../audit/AuditTrail.tsx';

/**
 * Cancels a safe transfer (→ 705) and gives the frozen money back. There is no staff list of transfers yet: staff
 * come here with the number from the user's cancel request (704) in a ticket or the support chat.
 */
export function SafeTransferCancelPage() {
  const { t } = useTranslation('wallet');
  const [id, setId] = useState<number | null>(null);
  const cancel = useMutation({
    mutationFn: (transferId: number) =>
      api.post<TransferVo>('/admin/api/transfer/cancel', { id: transferId }),
  });
  const done = cancel.data;
  return (
    <Card title={t('transfers.title')}>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Form layout="inline">
          <Form.Item label={t('transfers.id')}>
            <InputNumber
              min={1}
              precision={0}
              value={id}
              onChange={(value) => setId(value)}
              style={{ width: 200 }}
            />
          </Form.Item>
          <Popconfirm
            title={t('transfers.cancelQuestion', { id })}
            disabled={!id}
            onConfirm={() => cancel.mutateAsync(id!)}
          >
            <Button danger disabled={!id} loading={cancel.isPending}>
              {t('transfers.cancel')}
            </Button>
          </Popconfirm>
        </Form>
        {done && (
          <>
            <Descriptions column={1} bordered size="small" title={t('transfers.done', { id: done.id })}>
              <Descriptions.Item label={t('transfers.state')}>{done.state}</Descriptions.Item>
              <Descriptions.Item label={t('topUps.amount')}>
                {done.amount} {done.currencyCode}
              </Descriptions.Item>
            </Descriptions>
            <AuditTrail objectType="transfer" objectId={done.id} />
          </>
        )}
      </Space>
    </Card>
  );
}
