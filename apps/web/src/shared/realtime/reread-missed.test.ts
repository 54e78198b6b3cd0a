import { describe, expect, it, vi } from 'vitest';

const startedAt = vi.fn(() => 0);
vi.mock('./messaging.ts', () => ({ messaging: { startedAt: () => startedAt() } }));

const { queryClient } = await import('../api/query-client.ts');
const { rereadMissed } = await import('./reread-missed.ts');

describe('rereadMissed (the empty batch of a fresh connection)', () => {
  it('marks stale only what was read before the connection started, not what was read since', () => {
    queryClient.setQueryData(['chat', 'before'], 1, { updatedAt: 1_000 });
    queryClient.setQueryData(['chat', 'after'], 2, { updatedAt: 3_000 });
    startedAt.mockReturnValue(2_000);
    rereadMissed(['chat']);
    expect(queryClient.getQueryState(['chat', 'before'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['chat', 'after'])?.isInvalidated).toBe(false);
  });

  it('leaves a read on its way alone', () => {
    let answer: (value: number) => void = () => undefined;
    void queryClient.fetchQuery({
      queryKey: ['unread'],
      queryFn: () => new Promise<number>((resolve) => (answer = resolve)),
    });
    startedAt.mockReturnValue(Date.now() + 1_000);
    rereadMissed(['unread']);
    expect(queryClient.getQueryState(['unread'])?.isInvalidated).toBe(false);
    answer(0);
  });
});
