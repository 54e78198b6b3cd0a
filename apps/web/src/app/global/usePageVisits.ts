import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { api } from '../../shared/api/client.ts';
import { deviceInfoOf, moduleOfPage, visitOf } from './page-visit.ts';

const DEVICE_ID_KEY = 'volna.deviceId';

/** A random id for this browser, so a guest's repeated visits can be told apart from another guest's. */
function deviceId() {
  let id = localStorage.getItem(DEVICE_ID_KEY);
  if (!id) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    id = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    localStorage.setItem(DEVICE_ID_KEY, id);
  }
  return id;
}

function report(pathname: string, entryTime: number) {
  const device = deviceInfoOf(navigator.userAgent, window.matchMedia?.('(pointer: coarse)').matches ?? false);
  // Statistics never bother the user: failures stay silent.
  api
    .post('/im/userVisit/add', visitOf(pathname, entryTime, Date.now(), device, deviceId()), {
      silent: true,
      module: moduleOfPage(pathname),
    })
    .catch(() => {});
}

/** Page-visit statistics (spec §3): each stay on a page is reported when the user leaves it or hides the app. */
export function usePageVisits() {
  const { pathname } = useLocation();
  const current = useRef<{ pathname: string; entryTime: number } | null>(null);

  useEffect(() => {
    const previous = current.current;
    if (previous && previous.pathname !== pathname) report(previous.pathname, previous.entryTime);
    if (!previous || previous.pathname !== pathname) current.current = { pathname, entryTime: Date.now() };
  }, [pathname]);

  useEffect(() => {
    const onVisibility = () => {
      const stay = current.current;
      if (!stay) return;
      if (document.visibilityState === 'hidden') report(stay.pathname, stay.entryTime);
      else current.current = { pathname: stay.pathname, entryTime: Date.now() };
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
}
