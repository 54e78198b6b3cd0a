import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CurrencyId,
  SURVEY_INFO_FIELDS,
  SURVEY_QUESTION_KINDS,
  type SurveyCreateBody,
  type SurveyVo,
} from '@volna/contracts';
import { Button, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, settled } from '../../shared/api.ts';

type Values = Omit<SurveyCreateBody, 'questions' | 'reward' | 'forwardReward'> & {
  reward: string;
  forwardReward: string;
  questions: Array<{ kind: SurveyCreateBody['questions'][number]['kind']; title: string; options?: string }>;
};

/**
 * A platform survey (issue 15): made and published at once, its budget held on the platform's rewards account. The
 * options of a choice question are one per line. The server checks everything and answers in the staff's language.
 */
export function NewSurveyModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('surveys');
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const publish = useMutation({
    mutationFn: (values: Values) =>
      api.post<SurveyVo>('/admin/api/surveys', {
        ...values,
        currencyId: CurrencyId.VLN,
        questions: values.questions.map((q) => ({
          kind: q.kind,
          title: q.title,
          options: (q.options ?? '')
            .split('\n')
            .map((o) => o.trim())
            .filter(Boolean),
        })),
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['surveys'] });
      form.resetFields();
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      title={t('new')}
      okText={t('publish')}
      onCancel={onClose}
      confirmLoading={publish.isPending}
      onOk={settled(async () => publish.mutateAsync(await form.validateFields()))}
      width={640}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          requiredInfo: ['sex', 'age', 'city'],
          reward: '1',
          forwardReward: '0',
          maxReplies: 100,
          questions: [{ kind: 'single', title: '', options: '' }],
        }}
      >
        <Form.Item name="title" label={t('titleField')} rules={[{ required: true }]}>
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item name="description" label={t('description')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
        <Form.List name="questions">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, i) => (
                <Space key={field.key} align="start" wrap>
                  <Form.Item name={[field.name, 'kind']} label={t('question', { n: i + 1 })}>
                    <Select
                      style={{ width: 140 }}
                      options={SURVEY_QUESTION_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'title']}
                    label={t('questionText')}
                    rules={[{ required: true }]}
                  >
                    <Input style={{ width: 220 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'options']} label={t('options')}>
                    <Input.TextArea rows={2} style={{ width: 160 }} placeholder={t('optionsHint')} />
                  </Form.Item>
                  {fields.length > 1 && <Button onClick={() => remove(field.name)}>{t('remove')}</Button>}
                </Space>
              ))}
              <Button onClick={() => add({ kind: 'single', title: '', options: '' })}>
                {t('addQuestion')}
              </Button>
            </>
          )}
        </Form.List>
        <Form.Item name="requiredInfo" label={t('requiredInfo')}>
          <Select
            mode="multiple"
            options={SURVEY_INFO_FIELDS.map((f) => ({ value: f, label: t(`info.${f}`) }))}
          />
        </Form.Item>
        <Space wrap>
          <Form.Item name="reward" label={t('reward')} rules={[{ required: true }]}>
            <Input style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="forwardReward" label={t('forwardReward')}>
            <Input style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="maxReplies" label={t('maxReplies')} rules={[{ required: true }]}>
            <InputNumber min={1} max={100000} />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}
