import { describe, expect, it } from 'vitest';
import { SYSTEM_CONFIG_KEY_LIST, SYSTEM_CONFIG_KEYS } from './system-config.ts';

describe('SYSTEM_CONFIG_KEYS', () => {
  it.each(SYSTEM_CONFIG_KEY_LIST)('the default of %s passes its own schema', (key) => {
    const { schema, defaultValue } = SYSTEM_CONFIG_KEYS[key];
    expect(schema.safeParse(defaultValue).success).toBe(true);
  });

  it('reads values typed and refuses bad ones', () => {
    expect(SYSTEM_CONFIG_KEYS['support.email'].schema.safeParse('help@volna.example').data).toBe(
      'help@volna.example',
    );
    expect(SYSTEM_CONFIG_KEYS['support.email'].schema.safeParse('not an e-mail').success).toBe(false);
    expect(SYSTEM_CONFIG_KEYS['app.versionName'].schema.safeParse('1.3.0').success).toBe(true);
    expect(SYSTEM_CONFIG_KEYS['app.versionName'].schema.safeParse('1.3').success).toBe(false);
    expect(SYSTEM_CONFIG_KEYS['app.versionName'].schema.safeParse('01.3.0').success).toBe(false);
    expect(SYSTEM_CONFIG_KEYS['app.versionCode'].schema.parse('')).toBeNull();
    expect(SYSTEM_CONFIG_KEYS['app.versionCode'].schema.parse('10300')).toBe(10300);
    expect(SYSTEM_CONFIG_KEYS['app.forceUpdate'].schema.parse('true')).toBe(true);
    expect(SYSTEM_CONFIG_KEYS['app.forceUpdate'].schema.safeParse('yes').success).toBe(false);
    expect(SYSTEM_CONFIG_KEYS.platformTaxRate.schema.safeParse('0.025').success).toBe(true);
    expect(SYSTEM_CONFIG_KEYS.platformTaxRate.schema.safeParse('1.5').success).toBe(false);
    expect(
      SYSTEM_CONFIG_KEYS['app.update.downloadUrl'].schema.safeParse('https://volna.example/app').success,
    ).toBe(true);
    expect(SYSTEM_CONFIG_KEYS['app.update.downloadUrl'].schema.safeParse('javascript:alert(1)').success).toBe(
      false,
    );
    expect(SYSTEM_CONFIG_KEYS['app.update.downloadUrl'].schema.safeParse('//evil.example').success).toBe(
      false,
    );
  });

  it('a share config is a JSON list of entries with distinct share types', () => {
    const share = SYSTEM_CONFIG_KEYS['airdrop.shareConfig'].schema;
    expect(share.parse('[{"shareType":1,"title":"Invite"}]')).toEqual([
      { shareType: 1, title: 'Invite', description: '', imageUrl: '', enabled: true },
    ]);
    expect(share.safeParse('{"shareType":1}').success).toBe(false);
    expect(share.safeParse('[{"shareType":1,"title":""}]').success).toBe(false);
    expect(share.safeParse('[{"shareType":1,"title":"a"},{"shareType":1,"title":"b"}]').success).toBe(false);
    expect(share.safeParse('not json').success).toBe(false);
  });
});
