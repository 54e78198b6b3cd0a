import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AirdropConfigVo,
  type AirdropUpdateBody,
  airdropUpdateBody,
  inviteModuleName,
} from '@volna/contracts';
import { Button, Card, Collapse, Form, Input, Popconfirm, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, settled } from '../../shared/api.ts';
import { formatTime } from '../../shared/ui/format.ts';
import { toast } from '../../shared/ui/toast.ts';
import { AuditTrail } from '../audit/AuditTrail.tsx';

/**
 * One invite module: its share config list (the JSON text GET /app/airdrop/findByModule answers as `disposition`) and
 * the VLN its inviter earns per invitee who completes the module's step; checked by the contracts' schema, saved after
 * a confirmation, with the module's change history.
 */
export function AirdropModuleCard({ config }: { config: AirdropConfigVo }) {
  const { t } = useTranslation('airdrop');
  const client = useQueryClient();
  const [form] = Form.useForm<AirdropUpdateBody>();
  const name = inviteModuleName(config.module);
  const disposition = Form.useWatch('disposition', form) ?? config.disposition;
  const inviteReward = Form.useWatch('inviteReward', form) ?? config.inviteReward;
  const unchanged = disposition === config.disposition && inviteReward === config.inviteReward;
  const save = useMutation({
    mutationFn: (body: AirdropUpdateBody) =>
      api.put<AirdropConfigVo>(`/admin/api/airdrop/${config.module}`, body),
    onSuccess: () => {
      toast.success(t('common:saved'));
      client.invalidateQueries({ queryKey: ['airdrop'] });
      client.invalidateQueries({ queryKey: ['audit', 'airdrop'] });
    },
  });
  const submit = async () => save.mutateAsync(await form.validateFields());
  // The server's own schema, so the console refuses exactly what the server would.
  const issue = (field: keyof AirdropUpdateBody) => async (_: unknown, value: string) => {
    const parsed = airdropUpdateBody.shape[field].safeParse(value ?? '');
    if (!parsed.success) throw new Error(t(`errors:${parsed.error.issues[0]?.message}`));
  };

  return (
    <Card
      size="small"
      data-testid={`airdrop-${name}`}
      title={
        <>
          {t(`modules.${name}`)} <Tag>shareType {config.module}</Tag>
          {!config.updatedTime && <Tag>{t('default')}</Tag>}
        </>
      }
      extra={
        config.updatedTime && (
          <Typography.Text type="secondary">
            {t('updated', { time: formatTime(config.updatedTime) })}
          </Typography.Text>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t(`steps.${name}`)}</Typography.Paragraph>
      <Form<AirdropUpdateBody>
        form={form}
        layout="vertical"
        initialValues={{ disposition: config.disposition, inviteReward: config.inviteReward }}
      >
        <Form.Item
          name="disposition"
          label={t('disposition')}
          extra={t('dispositionHint')}
          rules={[{ validator: issue('disposition') }]}
        >
          <Input.TextArea rows={4} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
        <Form.Item name="inviteReward" label={t('reward')} rules={[{ validator: issue('inviteReward') }]}>
          <Input inputMode="decimal" suffix="VLN" style={{ maxWidth: 200 }} />
        </Form.Item>
        <Popconfirm
          title={t('saveQuestion', { module: t(`modules.${name}`) })}
          disabled={unchanged}
          onConfirm={settled(submit)}
        >
          <Button type="primary" disabled={unchanged} loading={save.isPending}>
            {t('common:save')}
          </Button>
        </Popconfirm>
      </Form>
      <Collapse
        ghost
        size="small"
        items={[
          {
            key: 'audit',
            label: t('history'),
            children: <AuditTrail objectType="airdrop" objectId={config.module} />,
          },
        ]}
      />
    </Card>
  );
}
