import { pageVisitBody, StatisticsModule } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { paths } from '../../shared/lib/paths.ts';
import { deviceInfoOf, moduleOfPage, visitOf } from './page-visit.ts';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

describe('page-visit statistics', () => {
  it('reads the device from the user agent', () => {
    expect(deviceInfoOf(ANDROID, true)).toEqual({
      deviceType: 'mobile',
      platform: 'h5',
      systemName: 'Android',
      osName: 'Android 13',
      deviceModel: 'Pixel 7',
    });
    expect(deviceInfoOf(IPHONE, true)).toMatchObject({
      systemName: 'iOS',
      osName: 'iOS 17.1.2',
      deviceModel: 'iPhone',
    });
    expect(deviceInfoOf(DESKTOP, false)).toMatchObject({
      deviceType: 'desktop',
      systemName: 'Linux',
      osName: 'Linux',
    });
  });

  it('counts dating pages for the dating module', () => {
    expect(moduleOfPage(paths.dating)).toBe(StatisticsModule.dating);
    expect(moduleOfPage(paths.settings)).toBe(StatisticsModule.default);
  });

  it('builds a body the server accepts', () => {
    const body = visitOf(paths.chat, 1_000, 5_000, deviceInfoOf(ANDROID, true), 'a1b2');
    expect(body).toMatchObject({
      pageName: paths.chat,
      pageType: 'tab',
      entryTime: 1_000,
      leaveTime: 5_000,
      deviceId: 'a1b2',
    });
    expect(pageVisitBody.safeParse(body).success).toBe(true);
    expect(visitOf(paths.settings, 1, 2, deviceInfoOf(DESKTOP, false), 'x').pageType).toBe('page');
  });
});
