import { afterAll, describe, expect, it, vi } from 'vitest';

const toasts: string[] = [];
vi.mock('../ui/toast.ts', () => ({ showToast: ({ content }: { content: string }) => toasts.push(content) }));
vi.mock('../i18n/i18n.ts', () => ({ i18next: { t: (key: string) => key }, currentLanguage: () => 'en' }));
const fetched: string[] = [];
vi.stubGlobal('fetch', async (url: string) => {
  fetched.push(String(url));
  return new Response(JSON.stringify({ success: true, code: 200, msg: 'ok', data: 'sent' }));
});
const network = { onLine: false };
vi.stubGlobal('navigator', network);
vi.stubGlobal('window', { location: { origin: 'http://127.0.0.1' } });
vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });

const { api, ApiError } = await import('./client.ts');

describe('money calls offline (issue 35)', () => {
  afterAll(() => vi.unstubAllGlobals());

  it('are refused before anything is sent, with the reason said even to a silent caller', async () => {
    const paying = api.post(
      '/app/transfer',
      { amount: '10' },
      { silent: true, headers: { 'Idempotency-Key': 'k1' } },
    );
    await expect(paying).rejects.toBeInstanceOf(ApiError);
    await expect(paying).rejects.toMatchObject({ code: 0 });
    expect(fetched).toEqual([]);
    expect(toasts).toEqual(['common:offlineMoneyRefused']);
  });

  it('other calls still go (and fail on the network as before); online, a money call goes', async () => {
    await expect(api.get('/app/chat/unread', { silent: true })).resolves.toBe('sent');
    network.onLine = true;
    await expect(
      api.post('/app/transfer', { amount: '10' }, { headers: { 'idempotency-key': 'k2' } }),
    ).resolves.toBe('sent');
    expect(fetched).toHaveLength(2);
  });
});
