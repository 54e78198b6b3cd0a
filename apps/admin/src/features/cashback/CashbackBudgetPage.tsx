import { Button, Card, Descriptions, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settled } from '../../shared/api.ts';
import { toast } from '../../shared/ui/toast.ts';
import { useCashbackBudget, useFundCashback } from './api.ts';

type FundForm = { amount: string; reason: string };
const AMOUNT = /^(0|[1-9]\d{0,15})(\.\d{1,4})?$/;

/**
 * The marketplace cashback budget (issue 28): what is left to pay buyers, paid this month, the monthly cap per buyer
 * (a system setting), and the administrator's funding form. With the budget at 0 completed deals pay no cashback.
 */
export function CashbackBudgetPage() {
  const { t } = useTranslation('cashback');
  const budget = useCashbackBudget();
  const fund = useFundCashback();
  const [form] = Form.useForm<FundForm>();
  // One key per filled form: a retry after a lost answer funds once; a new form gets a new key.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const submit = settled(async () => {
    const values = await form.validateFields();
    await fund.mutateAsync({ body: { amount: values.amount.trim(), reason: values.reason.trim() }, key });
    toast.success(t('budget.funded'));
    form.resetFields();
    setKey(crypto.randomUUID());
  });
  const data = budget.data;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('budget.title')} loading={budget.isLoading}>
        {data && (
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('budget.balance')}>
              <span data-testid="cashback-budget-balance">{data.balance} VLN</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('budget.paidThisMonth')}>{data.paidThisMonth} VLN</Descriptions.Item>
            <Descriptions.Item label={t('budget.monthlyCap')}>{data.monthlyCap} VLN</Descriptions.Item>
          </Descriptions>
        )}
        <p style={{ marginTop: 12 }}>{t('budget.explain')}</p>
      </Card>
      <Card title={t('budget.fundTitle')}>
        <Form form={form} layout="vertical" style={{ maxWidth: 420 }} onFinish={submit}>
          <Form.Item
            name="amount"
            label={t('budget.amount')}
            rules={[
              {
                validator: (_, value: string | undefined) =>
                  value && AMOUNT.test(value.trim()) && Number(value) > 0
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('budget.amountInvalid'))),
              },
            ]}
          >
            <Input inputMode="decimal" suffix="VLN" data-testid="cashback-fund-amount" />
          </Form.Item>
          <Form.Item
            name="reason"
            label={t('budget.reason')}
            rules={[{ required: true, whitespace: true, max: 200, message: t('budget.reasonRequired') }]}
          >
            <Input maxLength={200} data-testid="cashback-fund-reason" />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            loading={fund.isPending}
            data-testid="cashback-fund-submit"
          >
            {t('budget.fund')}
          </Button>
        </Form>
      </Card>
    </Space>
  );
}
