import {
  APP_VERSION,
  type Envelope,
  IDEMPOTENCY_HEADER,
  isSuccessCode,
  type PagedEnvelope,
  REQUEST_TIMEOUT_MS,
  ResultCode,
  StatisticsModule,
} from '@volna/contracts';
import { currentLanguage, i18next } from '../i18n/i18n.ts';
import { isOnline } from '../lib/online.ts';
import { sessionToken, useSessionStore } from '../session/session-store.ts';
import { showToast } from '../ui/toast.ts';
import { type SessionEndCode, sessionEvents } from './session-events.ts';

/** A failed call: `code` is the envelope code (or 0 for network/timeout), `msg` what the user was shown. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly msg: string,
  ) {
    super(msg);
  }
}

export type RequestOptions = {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Don't toast the failure (the caller shows it in place). */
  silent?: boolean;
  /** Statistics module header (spec §7): 1 dating, 2 bourse, 3 default, 4 dnaMatch. */
  module?: number;
  /** Extra headers, e.g. the wallet's `Idempotency-Key` on money calls. */
  headers?: Record<string, string>;
};

const SESSION_END_CODES = new Set<number>([
  ResultCode.unauthorized,
  ResultCode.sessionExpired,
  ResultCode.loggedInElsewhere,
]);

/** The headers every call sends (spec §7); exported for a call that reads its answer as a stream (the assistant). */
export function headersFor(options: RequestOptions, json: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Language': currentLanguage(),
    version: APP_VERSION,
    module: String(options.module ?? StatisticsModule.default),
    reception: '1',
    ...options.headers,
  };
  const token = sessionToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (json) headers['Content-Type'] = 'application/json';
  return headers;
}

export function urlWith(path: string, query?: RequestOptions['query']) {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) url.searchParams.set(key, String(value));
  return url.toString();
}

function toast(message: string, silent?: boolean) {
  if (!silent && message) showToast({ content: message, position: 'center' });
}

/** Envelope handling of spec §8, shared by JSON calls and uploads. */
export function settle<T extends { success: boolean; code: number; msg: string }>(
  body: T,
  silent?: boolean,
): T {
  if (body.success && isSuccessCode(body.code)) {
    if (body.code === ResultCode.notice) showToast({ content: body.msg, icon: 'success' });
    return body;
  }
  if (SESSION_END_CODES.has(body.code) && sessionToken()) {
    useSessionStore.getState().clear();
    sessionEvents.emit(body.code as SessionEndCode);
  } else toast(body.msg, silent);
  throw new ApiError(body.code, body.msg);
}

/** A money call carries an idempotency key (wallet-codes.ts); offline it is refused before anything is sent. */
const isMoneyCall = (options: RequestOptions) =>
  Object.keys(options.headers ?? {}).some((name) => name.toLowerCase() === IDEMPOTENCY_HEADER);

async function send<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  if (!isOnline() && isMoneyCall(options)) {
    // Said even to a silent caller: nothing was tried, and the user must know why nothing happened.
    const message = i18next.t('common:offlineMoneyRefused');
    toast(message, false);
    throw new ApiError(0, message);
  }
  const controller = new AbortController();
  const onAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => controller.abort('timeout'), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  // DELETE carries its payload in the query string (spec §7).
  const query =
    method === 'DELETE' && options.body ? { ...options.query, ...(options.body as object) } : options.query;
  const hasBody = options.body !== undefined && method !== 'GET' && method !== 'DELETE';
  try {
    const response = await fetch(urlWith(path, query as RequestOptions['query']), {
      method,
      headers: headersFor(options, hasBody),
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: controller.signal,
    });
    const body = (await response.json().catch(() => null)) as T | null;
    if (!body) throw new ApiError(response.status, i18next.t('common:serverUnavailable'));
    return settle(body as T & { success: boolean; code: number; msg: string }, options.silent);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (options.signal?.aborted) throw new ApiError(0, 'aborted');
    const message = navigator.onLine
      ? i18next.t('common:networkConnectionTimeout')
      : i18next.t('common:lostNetworkSignal');
    toast(message, options.silent);
    throw new ApiError(0, message);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

/** The one API helper: answers the envelope's `data`. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) =>
    send<Envelope<T>>('GET', path, options).then((b) => b.data),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    send<Envelope<T>>('POST', path, { ...options, body }).then((b) => b.data),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    send<Envelope<T>>('PUT', path, { ...options, body }).then((b) => b.data),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    send<Envelope<T>>('DELETE', path, { ...options, body }).then((b) => b.data),
  /** Paged lists answer { rows, total }. */
  page: <T>(path: string, options?: RequestOptions) =>
    send<PagedEnvelope<T>>('GET', path, options).then(({ rows, total }) => ({ rows, total })),
  /** Keyset-paged lists answer { rows, nextCursor } (null at the end), e.g. the dating feed. */
  cursorPage: <T>(path: string, options?: RequestOptions) =>
    send<Omit<PagedEnvelope<T>, 'total'> & { nextCursor?: string | null }>('GET', path, options).then(
      ({ rows, nextCursor }) => ({ rows, nextCursor: nextCursor ?? null }),
    ),
};

/** Multipart upload with progress (fetch cannot report upload progress; XHR can). */
export function uploadFile<T>(
  path: string,
  file: Blob,
  name: string,
  onProgress?: (percent: number) => void,
) {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', urlWith(path));
    for (const [key, value] of Object.entries(headersFor({}, false))) xhr.setRequestHeader(key, value);
    xhr.timeout = 120_000;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      try {
        resolve(settle(JSON.parse(xhr.responseText) as Envelope<T>).data);
      } catch (error) {
        reject(
          error instanceof ApiError ? error : new ApiError(xhr.status, i18next.t('common:serverUnavailable')),
        );
      }
    };
    const networkFailure = () => {
      const message = i18next.t('common:networkConnectionTimeout');
      toast(message);
      reject(new ApiError(0, message));
    };
    xhr.onerror = networkFailure;
    xhr.ontimeout = networkFailure;
    const form = new FormData();
    form.append('file', file, name);
    xhr.send(form);
  });
}
