import { XMLParser } from 'fast-xml-parser';
import type { AppDeps } from '../../deps.ts';
import type { CurrencyService, LivePrice } from './currency.service.ts';

/** A read of the live source may take this long before it counts as failed. */
const FETCH_TIMEOUT_MS = 15_000;
/** Live prices not confirmed by a read for this long stop counting (the source's sheet is daily). */
export const LIVE_RATES_MAX_AGE_MS = 48 * 3_600_000;

/** The Central Bank of Russia's daily sheet (XML_daily.asp): its date and each currency's roubles per `nominal` units. */
export function parseCbrDaily(xml: string): { date: string; prices: LivePrice[] } {
  const parsed = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    isArray: (name) => name === 'Valute',
  }).parse(xml) as { ValCurs?: { '@_Date'?: string; Valute?: Array<Record<string, unknown>> } };
  const sheet = parsed.ValCurs;
  const date = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(String(sheet?.['@_Date'] ?? ''));
  if (!sheet || !date) throw new Error('not a daily rates sheet (ValCurs with a Date)');
  const prices = (sheet.Valute ?? []).flatMap((valute) => {
    const code = String(valute.CharCode ?? '').trim();
    const value = String(valute.Value ?? '')
      .trim()
      .replace(',', '.');
    const nominal = Number(String(valute.Nominal ?? '').trim());
    const valid =
      /^[A-Z]{3}$/.test(code) && /^\d{1,12}(\.\d{1,8})?$/.test(value) && Number.isSafeInteger(nominal);
    return valid && nominal > 0 && Number(value) > 0 ? [{ code, value, nominal }] : [];
  });
  return { date: `${date[3]}-${date[2]}-${date[1]}`, prices };
}

/** The sheet's text in the encoding its XML declaration names (the source answers windows-1251). */
function decode(bytes: ArrayBuffer) {
  const declared = /encoding=["']([\w-]+)["']/i.exec(new TextDecoder('latin1').decode(bytes.slice(0, 200)));
  return new TextDecoder(declared?.[1] ?? 'utf-8').decode(bytes);
}

/**
 * The optional live source of currency prices (issue 13): with CBR_RATES_URL set, the Central Bank of Russia's daily
 * sheet is read at start and every CBR_RATES_EVERY_MIN minutes, and its prices stored beside staff's (the price in
 * effect follows currency.service's rule). A failed read keeps the last prices; prices older than two days stop
 * counting, so staff's come back. Off by default: nothing is read and staff's prices are the only ones.
 */
export function createLiveRates(deps: Pick<AppDeps, 'config' | 'clock'>, currency: CurrencyService) {
  const { cbrRatesUrl: url, cbrRatesEveryMs: everyMs } = deps.config;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  /** One read of the sheet: answers how many currencies it priced; throws what went wrong. */
  async function refresh() {
    if (!url) return 0;
    const now = deps.clock.now();
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const { date, prices } = parseCbrDaily(decode(await response.arrayBuffer()));
      return await currency.applyLive(date, prices, now);
    } finally {
      await currency.dropLiveBefore(new Date(now.getTime() - LIVE_RATES_MAX_AGE_MS), now);
    }
  }

  const tick = () => {
    running = refresh().catch((error) =>
      console.warn(`live rates: reading ${url} failed (${(error as Error).message}); the last prices stay`),
    );
  };

  return {
    refresh,
    start() {
      if (!url) return;
      tick();
      timer = setInterval(tick, everyMs).unref();
    },
    /** No new read; the one under way (if any) ends first, so the database outlives it. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

export type LiveRates = ReturnType<typeof createLiveRates>;
