import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRateVo } from '@volna/contracts';
import { Button, Card, Input, Modal, Popconfirm, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, settled } from '../../shared/api.ts';
import { formatTime } from '../../shared/ui/format.ts';
import { toast } from '../../shared/ui/toast.ts';
import { AuditTrail } from '../audit/AuditTrail.tsx';

const RUB = 'RUB';
const RATES_KEY = ['admin-rates'];

/**
 * Every currency's price in roubles, the platform's one rate table: the price in effect, staff's, and the Central
 * Bank's when the live source is configured. Setting a price is confirmed, makes staff's win, and is audited; the
 * switch hands a currency back to the Central Bank price.
 */
export function RatesPage() {
  const { t } = useTranslation('wallet');
  const client = useQueryClient();
  const [editing, setEditing] = useState<AdminRateVo | null>(null);
  const [price, setPrice] = useState('');
  const rates = useQuery({
    queryKey: RATES_KEY,
    queryFn: () => api.get<AdminRateVo[]>('/admin/api/currency/rates'),
  });
  const changed = () => {
    client.invalidateQueries({ queryKey: RATES_KEY });
    client.invalidateQueries({ queryKey: ['rate'] });
    client.invalidateQueries({ queryKey: ['audit', 'currencyRate'] });
  };
  const save = useMutation({
    mutationFn: (body: { currencyId: number; rubPrice: string }) => api.put('/admin/api/currency/rate', body),
    onSuccess: () => {
      changed();
      // The dialog stays open on the new price, with the change's line in the audit trail below.
      toast.success(t('common:saved'));
    },
  });
  const override = useMutation({
    mutationFn: (body: { currencyId: number; override: boolean; code: string }) =>
      api.put<AdminRateVo>('/admin/api/currency/rate/override', {
        currencyId: body.currencyId,
        override: body.override,
      }),
    onSuccess: (_, body) => {
      changed();
      toast.success(t(body.override ? 'rates.overrideOn' : 'rates.overrideOff', { code: body.code }));
    },
  });
  const rows = rates.data?.filter((row) => row.currencyCode !== RUB) ?? [];

  return (
    <Card title={t('rates.title')}>
      <Table
        rowKey="currencyCode"
        loading={rates.isFetching}
        dataSource={rows}
        pagination={false}
        columns={[
          { title: t('rates.currency'), dataIndex: 'currencyCode' },
          { title: t('rates.inEffect'), dataIndex: 'rubPrice', align: 'right' },
          {
            title: t('rates.source'),
            key: 'source',
            render: (_, row) =>
              row.source === 'live' ? (
                <Tag color="blue">{t('rates.sourceLive')}</Tag>
              ) : (
                <Tag>{t('rates.sourceStaff')}</Tag>
              ),
          },
          { title: t('rates.staffPrice'), dataIndex: 'staffRubPrice', align: 'right' },
          {
            title: t('rates.livePrice'),
            key: 'live',
            align: 'right',
            render: (_, row) =>
              row.liveRubPrice === null
                ? t('rates.noLive')
                : `${row.liveRubPrice} (${t('rates.liveOf', { date: row.liveRateDate })})`,
          },
          {
            title: t('rates.override'),
            key: 'override',
            render: (_, row) => (
              <Switch
                aria-label={`${t('rates.override')}: ${row.currencyCode}`}
                checked={row.staffOverride}
                loading={override.isPending && override.variables?.currencyId === row.currencyId}
                onChange={(checked) =>
                  override.mutate({ currencyId: row.currencyId, override: checked, code: row.currencyCode })
                }
              />
            ),
          },
          { title: t('topUps.updated'), key: 'time', render: (_, row) => formatTime(row.updateTime) },
          {
            key: 'edit',
            render: (_, row) => (
              <Button
                data-testid={`rate-edit-${row.currencyCode}`}
                onClick={() => {
                  setPrice(row.staffRubPrice);
                  setEditing(row);
                }}
              >
                {t('bankAccounts.edit')}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing ? t('rates.editTitle', { code: editing.currencyCode }) : ''}
        onCancel={() => setEditing(null)}
        footer={[
          <Button key="cancel" onClick={() => setEditing(null)}>
            {t('common:cancel')}
          </Button>,
          <Popconfirm
            key="save"
            title={t('rates.saveQuestionOverride', { code: editing?.currencyCode, price })}
            disabled={!price.trim()}
            onConfirm={settled(() =>
              save.mutateAsync({ currencyId: editing!.currencyId, rubPrice: price.trim() }),
            )}
          >
            <Button type="primary" disabled={!price.trim()} loading={save.isPending}>
              {t('common:save')}
            </Button>
          </Popconfirm>,
        ]}
      >
        <Input
          aria-label={t('rates.rubPrice')}
          inputMode="decimal"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          addonAfter={RUB}
        />
        {editing && (
          <div style={{ marginTop: 24 }}>
            <AuditTrail objectType="currencyRate" objectId={editing.currencyId} />
          </div>
        )}
      </Modal>
    </Card>
  );
}
