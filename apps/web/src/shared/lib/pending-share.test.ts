import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PENDING_SHARE_KEY, rememberShare, shareFromQuery, takePendingShare } from './pending-share.ts';

describe('share info of the launch query (spec §5)', () => {
  it('needs both shareType and shareUserId', () => {
    expect(shareFromQuery('?shareType=2&shareUserId=15')).toEqual({ inviterId: 15, type: 2 });
    expect(shareFromQuery('?shareUserId=15')).toBeNull();
    expect(shareFromQuery('?shareType=2')).toBeNull();
    expect(shareFromQuery('')).toBeNull();
  });

  it('refuses values the bind call would refuse', () => {
    expect(shareFromQuery('?shareType=2&shareUserId=abc')).toBeNull();
    expect(shareFromQuery('?shareType=2&shareUserId=-4')).toBeNull();
    expect(shareFromQuery('?shareType=x&shareUserId=4')).toBeNull();
  });
});

describe('pending share storage', () => {
  let store: Map<string, string>;
  beforeEach(() => {
    store = new Map();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the share until a login takes it, once', () => {
    rememberShare('?shareType=1&shareUserId=7&lang=ru');
    expect(takePendingShare()).toEqual({ inviterId: 7, type: 1 });
    expect(takePendingShare()).toBeNull();
  });

  it('stores nothing for a launch without both fields', () => {
    rememberShare('?shareUserId=7');
    expect(store.has(PENDING_SHARE_KEY)).toBe(false);
  });

  it('drops a damaged stored value', () => {
    store.set(PENDING_SHARE_KEY, '{not json');
    expect(takePendingShare()).toBeNull();
    expect(store.has(PENDING_SHARE_KEY)).toBe(false);
  });
});
