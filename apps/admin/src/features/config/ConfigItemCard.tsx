import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SystemConfigItemVo, SystemConfigUpdateBody } from '@volna/contracts';
import { Button, Card, Collapse, Form, Input, Popconfirm, Space, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, settled } from '../../shared/api.ts';
import { toast } from '../../shared/ui/toast.ts';
import { formatTime } from '../../shared/ui/format.ts';
import { AuditTrail } from '../audit/AuditTrail.tsx';
import { configValueValid } from './configField.ts';

type Fields = { value: string };

/** One setting: its field (a switch for yes/no, a text area for JSON), checked by its schema, saved after a confirmation. */
export function ConfigItemCard({ item }: { item: SystemConfigItemVo }) {
  const { t } = useTranslation('config');
  const client = useQueryClient();
  const [form] = Form.useForm<Fields>();
  const draft = Form.useWatch('value', form) ?? item.value;
  const save = useMutation({
    mutationFn: (body: SystemConfigUpdateBody) => api.put<SystemConfigItemVo>('/admin/api/config', body),
    onSuccess: () => {
      toast.success(t('common:saved'));
      client.invalidateQueries({ queryKey: ['config'] });
      client.invalidateQueries({ queryKey: ['audit', 'config'] });
    },
  });
  const submit = async () => {
    const { value } = await form.validateFields();
    await save.mutateAsync({ key: item.key, value });
  };

  const field =
    item.kind === 'boolean' ? (
      <Switch />
    ) : item.kind === 'json' ? (
      <Input.TextArea rows={4} style={{ fontFamily: 'monospace' }} aria-label={item.key} />
    ) : (
      <Input
        aria-label={item.key}
        inputMode={item.kind === 'integer' || item.kind === 'decimal' ? 'decimal' : undefined}
      />
    );

  return (
    <Card
      size="small"
      data-testid={`config-${item.key}`}
      title={
        <Space>
          <Typography.Text code>{item.key}</Typography.Text>
          {item.isDefault && <Tag>{t('default')}</Tag>}
        </Space>
      }
      extra={
        item.updateTime && (
          <Typography.Text type="secondary">
            {t('updated', { time: formatTime(item.updateTime) })}
          </Typography.Text>
        )
      }
    >
      <Typography.Paragraph type="secondary">{item.description}</Typography.Paragraph>
      <Form<Fields> form={form} layout="inline" initialValues={{ value: item.value }} style={{ rowGap: 8 }}>
        <Form.Item
          name="value"
          style={{ flex: 1 }}
          valuePropName={item.kind === 'boolean' ? 'checked' : 'value'}
          getValueFromEvent={item.kind === 'boolean' ? (checked: boolean) => String(checked) : undefined}
          getValueProps={
            item.kind === 'boolean' ? (value: string) => ({ checked: value === 'true' }) : undefined
          }
          rules={[
            {
              validator: async (_, value: string) => {
                if (!configValueValid(item.key, value ?? '')) throw new Error(t(`invalid.${item.kind}`));
              },
            },
          ]}
        >
          {field}
        </Form.Item>
        <Form.Item>
          <Popconfirm
            title={t('saveQuestion', { key: item.key })}
            disabled={draft === item.value}
            onConfirm={settled(submit)}
          >
            <Button type="primary" disabled={draft === item.value} loading={save.isPending}>
              {t('common:save')}
            </Button>
          </Popconfirm>
        </Form.Item>
      </Form>
      <Collapse
        ghost
        size="small"
        items={[
          {
            key: 'audit',
            label: t('history'),
            children: <AuditTrail objectType="config" objectId={item.key} />,
          },
        ]}
      />
    </Card>
  );
}
