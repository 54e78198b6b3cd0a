import { IDEMPOTENCY_HEADER, isSuccessCode, REQUEST_TIMEOUT_MS, ResultCode } from '@volna/contracts';
import { currentLanguage, i18next } from './i18n.ts';
import { endSession, sessionToken } from './session.ts';
import { toast } from './ui/toast.ts';

/** A refused or failed call: `code` is the envelope code (0 for network/timeout), `msg` the server's own words. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly msg: string,
  ) {
    super(msg);
  }
}

/** Codes that end the staff session: the console goes back to its login page. */
const SESSION_END_CODES = new Set<number>([
  ResultCode.unauthorized,
  ResultCode.sessionExpired,
  ResultCode.loggedInElsewhere,
]);

type Query = Record<string, string | number | boolean | undefined | null>;
type Options = { query?: Query; body?: unknown; silent?: boolean; headers?: Record<string, string> };
type Settled = { success: boolean; code: number; msg: string };

export type Page<T> = { rows: T[]; total: number };

function urlWith(path: string, query?: Query) {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  return url.toString();
}

async function send<T extends Settled>(method: string, path: string, options: Options = {}): Promise<T> {
  const headers: Record<string, string> = { ...options.headers, 'Content-Language': currentLanguage() };
  const token = sessionToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const hasBody = options.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  let body: T | null;
  try {
    const response = await fetch(urlWith(path, options.query), {
      method,
      headers,
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    body = (await response.json().catch(() => null)) as T | null;
  } catch {
    body = null;
  }
  if (!body) {
    const text = i18next.t('common:network');
    if (!options.silent) toast.error(text);
    throw new ApiError(0, text);
  }
  if (body.success && isSuccessCode(body.code)) return body;
  if (SESSION_END_CODES.has(body.code) && token) endSession();
  else if (!options.silent) toast.error(body.msg);
  throw new ApiError(body.code, body.msg);
}

/**
 * A file the server answers instead of an envelope (a CSV export): saved through a temporary link, named as the
 * server's Content-Disposition says (else `fallbackName`). A refusal still comes as an envelope and is shown.
 */
async function download(path: string, query: Query, fallbackName: string) {
  const headers: Record<string, string> = { 'Content-Language': currentLanguage() };
  const token = sessionToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(urlWith(path, query), {
      headers,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    const text = i18next.t('common:network');
    toast.error(text);
    throw new ApiError(0, text);
  }
  if (response.headers.get('Content-Type')?.includes('application/json')) {
    const body = (await response.json()) as Settled;
    if (SESSION_END_CODES.has(body.code) && token) endSession();
    else toast.error(body.msg);
    throw new ApiError(body.code, body.msg);
  }
  const name =
    /filename="?([^";]+)"?/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * A confirmed action (Popconfirm's onConfirm, a dialog's OK): a refusal was already shown by `send`, and a form's
 * failed validation by its fields, so either ends here instead of becoming an unhandled rejection.
 */
export const settled =
  <A extends unknown[]>(action: (...args: A) => Promise<unknown>) =>
  async (...args: A) => {
    try {
      await action(...args);
    } catch (error) {
      const invalidForm = typeof error === 'object' && error !== null && 'errorFields' in error;
      if (!(error instanceof ApiError) && !invalidForm) throw error;
    }
  };

/** The console's one API helper: sets Authorization and Content-Language and unwraps the envelope. */
export const api = {
  get: async <T>(path: string, query?: Query, silent?: boolean) =>
    (await send<Settled & { data: T }>('GET', path, { query, silent })).data,
  /** A paged list: `{ rows, total }`. */
  page: async <T>(path: string, query?: Query) => {
    const { rows, total } = await send<Settled & Page<T>>('GET', path, { query });
    return { rows, total };
  },
  post: async <T>(path: string, body: unknown, silent?: boolean) =>
    (await send<Settled & { data: T }>('POST', path, { body, silent })).data,
  /** A money call: the key makes a retry of the same action answer the first one instead of repeating it. */
  postOnce: async <T>(path: string, body: unknown, idempotencyKey: string) =>
    (
      await send<Settled & { data: T }>('POST', path, {
        body,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      })
    ).data,
  put: async <T>(path: string, body: unknown) =>
    (await send<Settled & { data: T }>('PUT', path, { body })).data,
  download,
};
