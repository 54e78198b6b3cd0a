import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** The web apps' pages and assets (/h5/…, and a console served at /admin/…), not the APIs beside them. */
export const isWebAppPath = (url: string) =>
  url === '/h5' || url.startsWith('/h5/') || (url.startsWith('/admin/') && !url.startsWith('/admin/api/'));

// A Host header that is a name or address with an optional port: anything else stays out of the policy.
const PLAIN_HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * Headers for every response of the web apps. The built app is one module script and stylesheets from /h5/assets
 * (no inline script), so scripts come from this origin only. Styles allow inline ones: antd-mobile and React set
 * style attributes. Pictures and media also come as data: (captcha, QR codes) and blob: (local previews, recorded
 * voice), the PDF preview is a blob: frame, and the realtime socket is /ws on this host; uploads may live on the S3
 * public address. No page may be framed by another site (clickjacking), and no address leaks in a Referer.
 */
export function pageHeaders(config: Pick<Config, 's3' | 'maps'>) {
  const s3 = config.s3?.publicUrl ? ` ${new URL(config.s3.publicUrl).origin}` : '';
  // The map's tiles are pictures from MAP_TILES_URL's host; the address search is a fetch to GEOCODER_URL's.
  const tiles = config.maps?.tilesUrl ? ` ${new URL(config.maps.tilesUrl).origin}` : '';
  const geocoder = config.maps?.geocoderUrl ? ` ${new URL(config.maps.geocoderUrl).origin}` : '';
  const fixed = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${s3}${tiles}`,
    `media-src 'self' data: blob:${s3}`,
    "font-src 'self' data:",
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return (request: FastifyRequest): Record<string, string> => {
    const host = request.headers.host;
    // 'self' covers ws: and wss: of this host in CSP 3; older WebKit needs them spelt out.
    const socket = host && PLAIN_HOST.test(host) ? ` ws://${host} wss://${host}` : '';
    return {
      'content-security-policy': [...fixed, `connect-src 'self'${socket}${s3}${geocoder}`].join('; '),
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    };
  };
}
