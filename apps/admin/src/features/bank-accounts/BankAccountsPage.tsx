import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TopUpBankAccountBody, TopUpBankAccountVo } from '@volna/contracts';
import { Button, Card, Form, Input, Modal, Popconfirm, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, settled } from '../../shared/api.ts';
import { StatusTag } from '../../shared/ui/StatusTag.tsx';
import { AuditTrail } from '../audit/AuditTrail.tsx';

const FIELDS = [
  'bankName',
  'recipient',
  'accountNumber',
  'bic',
  'correspondentAccount',
  'inn',
  'kpp',
] as const;

/** The platform's receiving requisites at each top-up bank; the server checks the formats and control keys. */
export function BankAccountsPage() {
  const { t } = useTranslation('wallet');
  const client = useQueryClient();
  const [editing, setEditing] = useState<TopUpBankAccountVo | null>(null);
  const [form] = Form.useForm<TopUpBankAccountBody>();
  const list = useQuery({
    queryKey: ['bankAccounts'],
    queryFn: () => api.get<TopUpBankAccountVo[]>('/admin/api/topup/bankAccount/list'),
  });
  const save = useMutation({
    mutationFn: (body: TopUpBankAccountBody) =>
      api.put<TopUpBankAccountVo>('/admin/api/topup/bankAccount', body),
    onSuccess: () => {
      client.invalidateQueries({ queryKey: ['bankAccounts'] });
      client.invalidateQueries({ queryKey: ['audit', 'bankAccount'] });
      setEditing(null);
    },
  });

  const submit = async () => {
    const values = await form.validateFields();
    await save.mutateAsync({ ...values, bankCode: editing!.bankCode });
  };

  return (
    <Card title={t('bankAccounts.title')}>
      <Table<TopUpBankAccountVo>
        rowKey="bankCode"
        loading={list.isFetching}
        dataSource={list.data}
        pagination={false}
        columns={[
          { title: t('topUps.bank'), dataIndex: 'bankCode', render: (code: string) => t(`banks.${code}`) },
          { title: t('bankAccounts.recipient'), dataIndex: 'recipient' },
          { title: t('bankAccounts.accountNumber'), dataIndex: 'accountNumber' },
          { title: t('bankAccounts.bic'), dataIndex: 'bic' },
          {
            title: t('bankAccounts.active'),
            dataIndex: 'active',
            render: (active: boolean) => <StatusTag kind="active" status={active ? 1 : 0} />,
          },
          {
            key: 'edit',
            render: (_, row) => (
              <Button
                data-testid={`bank-account-edit-${row.bankCode}`}
                onClick={() => {
                  form.setFieldsValue(row);
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
        title={editing ? t('bankAccounts.editTitle', { bank: t(`banks.${editing.bankCode}`) }) : ''}
        onCancel={() => setEditing(null)}
        footer={[
          <Button key="cancel" onClick={() => setEditing(null)}>
            {t('common:cancel')}
          </Button>,
          <Popconfirm key="save" title={t('bankAccounts.saveQuestion')} onConfirm={settled(submit)}>
            <Button type="primary" loading={save.isPending}>
              {t('common:save')}
            </Button>
          </Popconfirm>,
        ]}
        forceRender
      >
        <Form form={form} layout="vertical">
          {FIELDS.map((field) => (
            <Form.Item
              key={field}
              name={field}
              label={t(`bankAccounts.${field}`)}
              rules={[{ required: true, whitespace: true, message: t('bankAccounts.required') }]}
            >
              <Input />
            </Form.Item>
          ))}
        </Form>
        {editing && <AuditTrail objectType="bankAccount" objectId={editing.bankCode} />}
      </Modal>
    </Card>
  );
}
