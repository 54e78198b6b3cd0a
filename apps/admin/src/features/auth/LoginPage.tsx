import { useMutation } from '@tanstack/react-query';
import { AREA_CODES } from '@volna/contracts';
import { Alert, Button, Card, Form, Input, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../app/LanguageSwitch.tsx';
import { useState } from 'react';
import { ApiError } from '../../shared/api.ts';
import { startSession, useSessionToken } from '../../shared/session.ts';
import { type LoginFields, logIn } from './login.ts';

/** Staff login: phone or e-mail and password, the app's own password login with the staff check on top. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSessionToken();
  const [robotCheck, setRobotCheck] = useState(false);
  const login = useMutation({
    mutationFn: (fields: LoginFields) => {
      setRobotCheck(false);
      return logIn(fields, () => setRobotCheck(true));
    },
    onSuccess: (result) => {
      startSession(result.token, result);
      navigate('/', { replace: true });
    },
  });
  if (token && !login.isPending) return <Navigate to="/" replace />;
  // A refusal shows the server's words; anything else (the robot check not solved in time) says so.
  const failure = login.error
    ? login.error instanceof ApiError
      ? login.error.msg
      : t('login.robotCheckFailed')
    : null;

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f5f5f5' }}>
      <Card style={{ width: 400 }}>
        <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('login.title')}
          </Typography.Title>
          <LanguageSwitch />
        </Space>
        <Form<LoginFields>
          layout="vertical"
          initialValues={{ areaCode: AREA_CODES[0] }}
          onFinish={(fields) => login.mutate(fields)}
          requiredMark={false}
        >
          <Form.Item label={t('login.account')} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="areaCode" noStyle>
                <Select
                  aria-label={t('login.areaCode')}
                  style={{ width: 90 }}
                  options={AREA_CODES.map((code) => ({ value: code, label: code }))}
                />
              </Form.Item>
              <Form.Item
                name="account"
                noStyle
                rules={[{ required: true, whitespace: true, message: t('login.accountRequired') }]}
              >
                <Input
                  id="login-account"
                  placeholder={t('login.accountPlaceholder')}
                  autoComplete="username"
                />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
          <Form.Item
            label={t('login.password')}
            name="password"
            rules={[{ required: true, message: t('login.passwordRequired') }]}
          >
            <Input.Password id="login-password" autoComplete="current-password" />
          </Form.Item>
          {login.isPending && robotCheck && (
            <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('login.robotChecking')} />
          )}
          {failure && (
            <Alert
              type="error"
              showIcon
              data-testid="login-error"
              style={{ marginBottom: 16 }}
              message={failure}
            />
          )}
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            {t('login.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
