import { type PageVisitBody, StatisticsModule } from '@volna/contracts';
import { paths, tabPaths } from '../../shared/lib/paths.ts';

export type DeviceInfo = Pick<
  PageVisitBody,
  'deviceType' | 'platform' | 'systemName' | 'osName' | 'deviceModel'
>;

/** What spec §3 page-visit statistics want to know about the device, read from the user agent (no fingerprinting). */
export function deviceInfoOf(userAgent: string, coarsePointer: boolean): DeviceInfo {
  const os =
    (/Android/i.test(userAgent) && 'Android') ||
    (/iPhone|iPad|iPod/i.test(userAgent) && 'iOS') ||
    (/Windows/i.test(userAgent) && 'Windows') ||
    (/Mac OS X|Macintosh/i.test(userAgent) && 'macOS') ||
    (/Linux/i.test(userAgent) && 'Linux') ||
    'other';
  const version =
    userAgent.match(/Android ([\d.]+)/)?.[1] ??
    userAgent.match(/OS (\d+[_.\d]*) like Mac OS X/)?.[1]?.replaceAll('_', '.') ??
    userAgent.match(/Windows NT ([\d.]+)/)?.[1];
  const model =
    userAgent.match(/Android [\d.]+; ([^;)]+?)(?: Build\/[^;)]*)?\)/)?.[1]?.trim() ??
    userAgent.match(/\((iPhone|iPad|iPod)/)?.[1];
  return {
    deviceType: coarsePointer ? 'mobile' : 'desktop',
    platform: 'h5',
    systemName: os,
    osName: version ? `${os} ${version}` : os,
    deviceModel: model,
  };
}

/** The statistics module header of a page (spec §7): dating pages count for dating, the rest for default. */
export const moduleOfPage = (pathname: string) =>
  pathname.startsWith('/pages/dating/') || pathname.startsWith('/pages/vipDating/')
    ? StatisticsModule.dating
    : StatisticsModule.default;

/** One stay on one page, as `POST /im/userVisit/add` takes it. */
export function visitOf(
  pathname: string,
  entryTime: number,
  leaveTime: number,
  device: DeviceInfo,
  deviceId: string,
) {
  const pageType = (tabPaths as readonly string[]).includes(pathname)
    ? 'tab'
    : pathname === paths.blank
      ? 'entry'
      : 'page';
  return { ...device, deviceId, pageName: pathname, pageType, entryTime, leaveTime } satisfies PageVisitBody;
}
