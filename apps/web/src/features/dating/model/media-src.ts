import { useEffect, useState } from 'react';
import { sessionToken } from '../../../shared/session/session-store.ts';

/** Paid items the viewer may see come from a checked route that needs the bearer token; free ones are public. */
export const isCheckedMedia = (url: string | null | undefined) => Boolean(url?.startsWith('/app/jy/media/'));

/**
 * An address an <img>/<video> can show: a public file as it is; a paid item fetched with the session's token and shown
 * from a blob: copy (an element cannot send the Authorization header), revoked when no longer shown.
 */
export function useMediaSrc(url: string | null | undefined): { src: string | null; failed: boolean } {
  const [state, setState] = useState<{ src: string | null; failed: boolean }>({
    src: isCheckedMedia(url) ? null : (url ?? null),
    failed: false,
  });
  useEffect(() => {
    if (!isCheckedMedia(url)) {
      setState({ src: url ?? null, failed: false });
      return;
    }
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setState({ src: null, failed: false });
    const token = sessionToken();
    fetch(url as string, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        objectUrl = URL.createObjectURL(await response.blob());
        setState({ src: objectUrl, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ src: null, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
}
