import { APP_VERSION, type DeviceInfo } from '@volna/contracts';

type Environment = {
  navigator: { userAgent: string };
  screen: { width: number; height: number };
  devicePixelRatio?: number;
};

/** The system family, read from the user agent (the H5 app runs in a phone's browser or the native shell's view). */
export function platformOf(userAgent: string): string {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'web';
}

/**
 * What staff need to reproduce a bug, gathered without asking the user: the system, the browser, the screen in CSS
 * pixels (with the pixel ratio when it is not 1), the app's version and the interface language; each cut to the
 * length the server takes.
 */
export function deviceInfoOf(env: Environment, language: string): DeviceInfo {
  const ratio = env.devicePixelRatio ?? 1;
  const size = `${env.screen.width}x${env.screen.height}`;
  return {
    platform: platformOf(env.navigator.userAgent),
    userAgent: env.navigator.userAgent.slice(0, 500),
    screen: (ratio === 1 ? size : `${size}@${ratio}x`).slice(0, 30),
    appVersion: APP_VERSION,
    language: language.slice(0, 20),
  };
}
