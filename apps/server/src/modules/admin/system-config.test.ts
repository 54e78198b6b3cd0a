import { ResultCode, StaffRole, SYSTEM_CONFIG_KEY_LIST } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { auditOf, staffMember } from './admin.test-support.ts';

const t = useTestApp();

const put = (token: string, key: string, value: unknown, lang = 'en') =>
  t.call('PUT', '/admin/api/config', { token, lang, body: { key, value } });
const publicValue = async (key: string) =>
  (await t.call('GET', `/app/system/config/configKey/${key}`)).body.data as string | null;

describe('system config', () => {
  it('lists every registered key with its value, default and kind', async () => {
    const admin = await staffMember(t, StaffRole.platformAdmin);
    const res = await t.call('GET', '/admin/api/config', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((i: { key: string }) => i.key)).toEqual(SYSTEM_CONFIG_KEY_LIST);
    expect(res.body.data.find((i: { key: string }) => i.key === 'app.forceUpdate')).toMatchObject({
      value: 'false',
      defaultValue: 'false',
      isDefault: true,
      kind: 'boolean',
      updateTime: null,
    });
  });

  it('an administrator edits a value: served at once by the app, read typed by the server, audited', async () => {
    const admin = await staffMember(t, StaffRole.platformAdmin);
    const res = await put(admin.token, 'support.email', '  help@volna.example ');
    expect(res.body.data).toMatchObject({
      key: 'support.email',
      value: 'help@volna.example',
      isDefault: false,
    });
    expect(await publicValue('support.email')).toBe('help@volna.example');
    expect(await t.app.services.system.setting('support.email')).toBe('help@volna.example');

    await put(admin.token, 'support.email', 'desk@volna.example');
    const lines = await auditOf(t, admin.token, 'config', 'support.email');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      staffId: admin.id,
      action: 'config.update',
      before: { value: 'help@volna.example', isDefault: false },
      after: { value: 'desk@volna.example' },
    });
    expect(lines[1]).toMatchObject({ before: { value: null, isDefault: true } });
    // The same value again changes nothing and writes no line.
    await put(admin.token, 'support.email', 'desk@volna.example');
    expect(await auditOf(t, admin.token, 'config', 'support.email')).toHaveLength(2);
  });

  it('the typed getter parses JSON, booleans and numbers, and falls back to the default', async () => {
    const admin = await staffMember(t, StaffRole.platformAdmin);
    const { system } = t.app.services;
    expect(await system.setting('airdrop.shareConfig')).toEqual([]);
    expect(await system.setting('app.versionCode')).toBeNull();
    const share = '[{"shareType": 1, "title": "Пригласи друга", "enabled": false}]';
    expect((await put(admin.token, 'airdrop.shareConfig', share)).body.success).toBe(true);
    expect(await system.setting('airdrop.shareConfig')).toEqual([
      { shareType: 1, title: 'Пригласи друга', description: '', imageUrl: '', enabled: false },
    ]);
    expect(await publicValue('airdrop.shareConfig')).toBe(share);
    await put(admin.token, 'app.forceUpdate', 'true');
    await put(admin.token, 'app.versionName', '1.3.0');
    expect(await system.setting('app.forceUpdate')).toBe(true);
    const update = await t.call('GET', '/app/appUpdate/info');
    expect(update.body.data).toMatchObject({ versionName: '1.3.0', versionCode: 10300, forceUpdate: true });
  });

  it('refuses a bad value with configValueInvalid and stores nothing', async () => {
    const admin = await staffMember(t, StaffRole.platformAdmin);
    await put(admin.token, 'platformTaxRate', '0.02');
    const emailBefore = await publicValue('support.email');
    const linesBefore = (await auditOf(t, admin.token, 'config', 'support.email')).length;
    const cases: [string, string][] = [
      ['support.email', 'not-an-email'],
      ['platformTaxRate', '1.5'],
      ['platformTaxRate', '-0.1'],
      ['app.versionName', '1.3'],
      ['app.forceUpdate', 'yes'],
      ['app.update.downloadUrl', 'javascript:alert(1)'],
      ['airdrop.shareConfig', '{"shareType":1}'],
      ['airdrop.shareConfig', '[{"shareType":1,"title":"a"},{"shareType":1,"title":"b"}]'],
      ['airdrop.shareConfig', 'not json'],
    ];
    for (const [key, value] of cases) {
      const res = await put(admin.token, key, value);
      expect(res.status, `${key}=${value}`).toBe(400);
      expect(res.body).toMatchObject({
        code: ResultCode.configValueInvalid,
        msg: `Invalid value for the setting ${key}`,
      });
    }
    expect((await put(admin.token, 'support.email', 'x', 'ru')).body.msg).toBe(
      'Недопустимое значение настройки support.email',
    );
    expect(await publicValue('platformTaxRate')).toBe('0.02');
    expect(await publicValue('support.email')).toBe(emailBefore);
    expect(await auditOf(t, admin.token, 'config', 'support.email')).toHaveLength(linesBefore);
    // The safe-transfer fee the wallet reads is the stored one still.
    const rate = await t.call('GET', '/app/recharge/getPlatformTaxRate', { token: admin.token });
    expect(rate.body.data.rate).toBe('0.02');

    const unknown = await put(admin.token, 'no.such.key', '1');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(ResultCode.configKeyMissing);
    expect((await put(admin.token, 'support.email', 42)).status).toBe(400);
  });

  it('is the administrator’s alone', async () => {
    const agent = await staffMember(t, StaffRole.customerService);
    expect((await t.call('GET', '/admin/api/config', { token: agent.token })).status).toBe(403);
    expect((await put(agent.token, 'support.email', 'a@b.example')).status).toBe(403);
    expect((await put('', 'support.email', 'a@b.example')).status).toBe(401);
  });
});
