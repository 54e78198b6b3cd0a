import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { PRERENDER_DESCRIPTION_MAX, PRERENDER_TITLE_MAX, type PrerenderCardContent } from '@volna/contracts';
import ipaddr from 'ipaddr.js';

// The preview of a link to another site (issue 32, OL:Prerender): the page's title, description and site name from
// its <title> and og:/description meta tags. The server fetches it, so every address it connects to is checked at
// connect time (a name resolving to this machine, its network or the cloud's metadata address is refused, also after
// a redirect or a DNS change between checks). No image: the card would make each reader's browser call the site.

export type PagePreviewOptions = {
  /** Tests serve their page on loopback; never set in production. */
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
};

const TIMEOUT_MS = 3_000;
const MAX_BYTES = 512 * 1024;
const MAX_REDIRECTS = 3;

/** Only the public internet: unicast, not private, loopback, link-local, carrier NAT, reserved or unspecified. */
export function isPublicAddress(address: string) {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

/** dns.lookup that answers only addresses a preview may connect to. */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '', 0);
      const addresses = (found as LookupAddress[]).filter((a) => allowPrivate || isPublicAddress(a.address));
      if (!addresses.length) return callback(new Error(`${hostname}: no public address`), '', 0);
      if ((options as { all?: boolean }).all)
        return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      callback(null, first!.address, first!.family);
    });
  };
}

function get(url: URL, options: Required<PagePreviewOptions>): Promise<IncomingMessage> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'GET',
        lookup: guardedLookup(options.allowPrivate),
        timeout: options.timeoutMs,
        headers: { accept: 'text/html', 'user-agent': 'VolnaLinkPreview/1.0' },
      },
      resolve,
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end();
  });
}

/** The page's first bytes as text, up to the limit; null when it is not an HTML page. */
async function readPage(
  url: URL,
  options: Required<PagePreviewOptions>,
): Promise<{ url: URL; html: string } | null> {
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    // A literal address in the link is checked here: the lookup is not asked for one.
    if (!options.allowPrivate && ipaddr.isValid(current.hostname.replace(/^\[|\]$/g, '')))
      if (!isPublicAddress(current.hostname.replace(/^\[|\]$/g, ''))) return null;
    const response = await get(current, options);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      const next = new URL(response.headers.location, current);
      if (next.protocol !== 'http:' && next.protocol !== 'https:') return null;
      current = next;
      continue;
    }
    if (status !== 200 || !/^text\/html\b/i.test(String(response.headers['content-type'] ?? ''))) {
      response.resume();
      return null;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= options.maxBytes) {
        response.destroy();
        break;
      }
    }
    return { url: current, html: Buffer.concat(chunks).subarray(0, options.maxBytes).toString('utf8') };
  }
  return null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decode(text: string) {
  return text
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isSafeInteger(code) && code > 0 && code <= 0x10ffff
          ? String.fromCodePoint(code)
          : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The content of `<meta property|name="key" content="…">`, either attribute order. */
function meta(html: string, key: string) {
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    const name = /\b(?:property|name)\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
    if (name?.toLowerCase() !== key) continue;
    const content = /\bcontent\s*=\s*"([^"]*)"|\bcontent\s*=\s*'([^']*)'/i.exec(tag);
    if (content) return decode(content[1] ?? content[2] ?? '');
  }
  return '';
}

/** What a preview card shows of a page, or null (not a page, nothing to show, refused, too slow). */
export async function previewPage(
  link: URL,
  options: PagePreviewOptions,
): Promise<Omit<PrerenderCardContent, 'msgUid'> | null> {
  if (link.protocol !== 'http:' && link.protocol !== 'https:') return null;
  const settings = { timeoutMs: TIMEOUT_MS, maxBytes: MAX_BYTES, ...options };
  const page = await readPage(link, settings).catch(() => null);
  if (!page) return null;
  const title =
    meta(page.html, 'og:title') || decode(/<title[^>]*>([^<]*)<\/title>/i.exec(page.html)?.[1] ?? '');
  const description = meta(page.html, 'og:description') || meta(page.html, 'description');
  if (!title && !description) return null;
  return {
    url: link.href,
    title: title.slice(0, PRERENDER_TITLE_MAX),
    description: description.slice(0, PRERENDER_DESCRIPTION_MAX),
    image: '',
    siteName: (meta(page.html, 'og:site_name') || page.url.hostname).slice(0, PRERENDER_TITLE_MAX),
  };
}
