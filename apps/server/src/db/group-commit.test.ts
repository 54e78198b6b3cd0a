import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('group commit', () => {
  it('takes what arrived in the same turn together, and what arrived meanwhile as the next batch', async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    const commit = createGroupCommit<number, number>({
      maxBatch: 10,
      concurrency: 1,
      orderKey: () => 'one',
      run: async (items) => {
        batches.push(items);
        if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
        return items.map((value) => ({ ok: true, value: value * 2 }));
      },
    });
    const first = commit.submit(1);
    await tick();
    const rest = [2, 3, 4].map((n) => commit.submit(n));
    await tick();
    expect(batches).toEqual([[1]]);
    release();
    expect(await Promise.all([first, ...rest])).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('caps a batch, keeps order, and settles each item with its own outcome', async () => {
    const batches: number[][] = [];
    const commit = createGroupCommit<number, number>({
      maxBatch: 2,
      concurrency: 1,
      orderKey: (n) => n,
      run: async (items) => {
        batches.push(items);
        return items.map((n) =>
          n % 2 ? { ok: true, value: n } : { ok: false, error: new Error(`no ${n}`) },
        );
      },
    });
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => commit.submit(n)));
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      1,
      'no 2',
      3,
      'no 4',
      5,
    ]);
  });

  it('rejects every item of a batch that failed as a whole, and goes on with the next', async () => {
    let calls = 0;
    const commit = createGroupCommit<number, number>({
      maxBatch: 10,
      concurrency: 2,
      orderKey: (n) => n,
      run: async (items) => {
        calls++;
        if (calls === 1) throw new Error('database gone');
        return items.map((value) => ({ ok: true, value }));
      },
    });
    await expect(commit.submit(1)).rejects.toThrow('database gone');
    expect(await commit.submit(2)).toBe(2);
  });

  it('runs batches side by side but never two with the same key, so each key keeps its order', async () => {
    const running: string[][] = [];
    const done: string[] = [];
    const releases: Array<() => void> = [];
    const commit = createGroupCommit<string, string>({
      maxBatch: 10,
      concurrency: 2,
      orderKey: (item) => item[0]!,
      run: async (items) => {
        running.push(items);
        await new Promise<void>((resolve) => releases.push(resolve));
        done.push(...items);
        return items.map((value) => ({ ok: true, value }));
      },
    });
    const all = [commit.submit('a1')];
    await tick();
    all.push(commit.submit('b1'));
    await tick();
    all.push(...['a2', 'c1', 'a3', 'b2'].map((item) => commit.submit(item)));
    await tick();
    // Two batches in flight already (a1, then b1); the rest wait.
    expect(running).toEqual([['a1'], ['b1']]);
    releases[0]!();
    await tick();
    // b is still being written: b2 waits for it, the others go.
    expect(running[2]).toEqual(['a2', 'c1', 'a3']);
    releases[1]!();
    await tick();
    expect(running[3]).toEqual(['b2']);
    releases[2]!();
    releases[3]!();
    await Promise.all(all);
    expect(done.filter((d) => d.startsWith('a'))).toEqual(['a1', 'a2', 'a3']);
  });
});
