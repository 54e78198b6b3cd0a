import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrencyVo, ExchangeRateVo } from '@volna/contracts';
import { Button, Card, Input, Modal, Popconfirm, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, settled } from '../../shared/api.ts';
import { toast } from '../../shared/ui/toast.ts';
import { formatTime } from '../../shared/ui/format.ts';
import { AuditTrail } from '../audit/AuditTrail.tsx';

const RUB = 'RUB';

/** Every currency's price in roubles, the platform's one rate table; changing one is confirmed and audited. */
export function RatesPage() {
  const { t } = useTranslation('wallet');
  const client = useQueryClient();
  const [editing, setEditing] = useState<CurrencyVo | null>(null);
  const [price, setPrice] = useState('');
  const currencies = useQuery({
    queryKey: ['currencies'],
    queryFn: () => api.get<CurrencyVo[]>('/app/currency/mini/list'),
  });
  const rub = currencies.data?.find((c) => c.code === RUB);
  const others = currencies.data?.filter((c) => c.code !== RUB) ?? [];
  const rates = useQueries({
    queries: others.map((currency) => ({
      queryKey: ['rate', currency.id],
      queryFn: () =>
        api.get<ExchangeRateVo>('/app/currency/getExchangeRate', {
          fromCurrencyId: currency.id,
          toCurrencyId: rub!.id,
        }),
      enabled: rub !== undefined,
    })),
  });
  const save = useMutation({
    mutationFn: (body: { currencyId: number; rubPrice: string }) => api.put('/admin/api/currency/rate', body),
    onSuccess: () => {
      client.invalidateQueries({ queryKey: ['rate'] });
      client.invalidateQueries({ queryKey: ['audit', 'currencyRate'] });
      // The dialog stays open on the new price, with the change's line in the audit trail below.
      toast.success(t('common:saved'));
    },
  });
  const rows = others.map((currency, index) => ({ currency, rate: rates[index]?.data }));

  return (
    <Card title={t('rates.title')}>
      <Table
        rowKey={(row) => row.currency.code}
        loading={currencies.isFetching}
        dataSource={rows}
        pagination={false}
        columns={[
          {
            title: t('rates.currency'),
            key: 'code',
            render: (_, row) => `${row.currency.code} (${row.currency.symbol})`,
          },
          {
            title: t('rates.rubPrice'),
            key: 'rate',
            align: 'right',
            render: (_, row) => row.rate?.rate ?? '—',
          },
          { title: t('topUps.updated'), key: 'time', render: (_, row) => formatTime(row.rate?.updateTime) },
          {
            key: 'edit',
            render: (_, row) => (
              <Button
                data-testid={`rate-edit-${row.currency.code}`}
                onClick={() => {
                  setPrice(row.rate?.rate ?? '');
                  setEditing(row.currency);
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
        title={editing ? t('rates.editTitle', { code: editing.code }) : ''}
        onCancel={() => setEditing(null)}
        footer={[
          <Button key="cancel" onClick={() => setEditing(null)}>
            {t('common:cancel')}
          </Button>,
          <Popconfirm
            key="save"
            title={t('rates.saveQuestion', { code: editing?.code, price })}
            disabled={!price.trim()}
            onConfirm={settled(() => save.mutateAsync({ currencyId: editing!.id, rubPrice: price.trim() }))}
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
            <AuditTrail objectType="currencyRate" objectId={editing.id} />
          </div>
        )}
      </Modal>
    </Card>
  );
}
