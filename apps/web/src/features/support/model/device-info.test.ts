import { APP_VERSION, deviceInfo } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { deviceInfoOf, platformOf } from './device-info.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';
const env = (ratio?: number, userAgent = IPHONE) => ({
  navigator: { userAgent },
  screen: { width: 375, height: 667 },
  devicePixelRatio: ratio,
});

describe('deviceInfoOf', () => {
  it('reports the system, the browser, the screen, the app version and the language', () => {
    expect(deviceInfoOf(env(1), 'ru')).toEqual({
      platform: 'ios',
      userAgent: IPHONE,
      screen: '375x667',
      appVersion: APP_VERSION,
      language: 'ru',
    });
  });

  it('adds the pixel ratio when it is not 1', () => {
    expect(deviceInfoOf(env(2), 'en').screen).toBe('375x667@2x');
  });

  it('cuts an absurdly long user agent so the server still takes the report', () => {
    const info = deviceInfoOf(env(3.5, 'x'.repeat(5000)), 'en');
    expect(info.userAgent).toHaveLength(500);
    expect(deviceInfo.safeParse(info).success).toBe(true);
  });
});

describe('platformOf', () => {
  it('tells iOS, Android and anything else', () => {
    expect(platformOf(IPHONE)).toBe('ios');
    expect(platformOf('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(platformOf('Mozilla/5.0 (X11; Linux x86_64)')).toBe('web');
  });
});
