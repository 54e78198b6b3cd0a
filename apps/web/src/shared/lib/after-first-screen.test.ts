import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A browser's window as far as afterFirstScreen uses it (no requestIdleCallback, as in iOS WebViews).
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', { setTimeout, clearTimeout });
  vi.resetModules();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstScreen', () => {
  it('runs a second after the first screen arrived, not before it', async () => {
    const { afterFirstScreen, firstScreenArrived } = await import('./after-first-screen.ts');
    const run = vi.fn();
    afterFirstScreen(run);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).not.toHaveBeenCalled();
    firstScreenArrived();
    await vi.advanceTimersByTimeAsync(999);
    expect(run).not.toHaveBeenCalled();
    // The second is up; then the idle moment (a zero timer without requestIdleCallback).
    await vi.advanceTimersByTimeAsync(2);
    expect(run).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(run).toHaveBeenCalledOnce();
  });

  it('waits for the data of the first screen: a slow server never puts it before that screen is drawn', async () => {
    const { afterFirstScreen, firstScreenArrived } = await import('./after-first-screen.ts');
    const { queryClient } = await import('../api/query-client.ts');
    let answer: (value: string) => void = () => undefined;
    void queryClient.fetchQuery({
      queryKey: ['slow'],
      queryFn: () => new Promise<string>((done) => (answer = done)),
    });
    const run = vi.fn();
    afterFirstScreen(run);
    firstScreenArrived();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).not.toHaveBeenCalled();
    answer('balances');
    await vi.advanceTimersByTimeAsync(999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2);
    expect(run).toHaveBeenCalledOnce();
  });

  it('still runs when a request hangs (the wait for data gives up after 10 s)', async () => {
    const { afterFirstScreen, firstScreenArrived } = await import('./after-first-screen.ts');
    const { queryClient } = await import('../api/query-client.ts');
    void queryClient.fetchQuery({ queryKey: ['hung'], queryFn: () => new Promise<string>(() => undefined) });
    const run = vi.fn();
    afterFirstScreen(run);
    firstScreenArrived();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(12_002);
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs after 10 s even when no page arrives, and never once cancelled', async () => {
    const { afterFirstScreen } = await import('./after-first-screen.ts');
    const run = vi.fn();
    const cancelled = vi.fn();
    afterFirstScreen(run);
    afterFirstScreen(cancelled)();
    await vi.advanceTimersByTimeAsync(11_001);
    expect(run).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
