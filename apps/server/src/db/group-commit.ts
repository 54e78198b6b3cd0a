/** Each item's own outcome: a batch where one item is refused still commits the others. */
export type ItemOutcome<O> = { ok: true; value: O } | { ok: false; error: unknown };

type Waiting<I, O> = { item: I; resolve: (value: O) => void; reject: (error: unknown) => void };

/**
 * Group commit: items that arrive while a batch is being written wait and go together in the next one, so under
 * load one transaction (and its fixed round trips) carries many items, and when idle an item goes alone at once
 * (one event-loop turn later).
 * `run` answers one outcome per item, in order. At most `concurrency` batches are in flight (1 for the embedded
 * database, which has a single connection); items of one `orderKey` (a sender) are never in two batches in flight
 * at once, so they are written in the order they came.
 */
export function createGroupCommit<I, O>(options: {
  run: (items: I[]) => Promise<ItemOutcome<O>[]>;
  maxBatch: number;
  concurrency: number;
  orderKey: (item: I) => string | number;
}) {
  let queue: Waiting<I, O>[] = [];
  let inFlight = 0;
  const busyKeys = new Set<string | number>();

  /** The oldest items whose keys are free; an item waits behind an earlier one of its key. */
  function take() {
    const batch: Waiting<I, O>[] = [];
    const rest: Waiting<I, O>[] = [];
    const held = new Set<string | number>();
    for (const waiting of queue) {
      const key = options.orderKey(waiting.item);
      if (batch.length < options.maxBatch && !busyKeys.has(key) && !held.has(key)) batch.push(waiting);
      else {
        rest.push(waiting);
        held.add(key);
      }
    }
    queue = rest;
    return batch;
  }

  function next() {
    while (inFlight < options.concurrency && queue.length) {
      const batch = take();
      if (!batch.length) return;
      const keys = new Set(batch.map((w) => options.orderKey(w.item)));
      for (const key of keys) busyKeys.add(key);
      inFlight++;
      options
        .run(batch.map((w) => w.item))
        .then(
          (outcomes) =>
            batch.forEach((waiting, i) => {
              const outcome = outcomes[i];
              if (outcome?.ok) waiting.resolve(outcome.value);
              else
                waiting.reject(outcome ? outcome.error : new Error('group commit: no outcome for an item'));
            }),
          (error) => {
            for (const waiting of batch) waiting.reject(error);
          },
        )
        .finally(() => {
          for (const key of keys) busyKeys.delete(key);
          inFlight--;
          schedule();
        });
    }
  }

  // A batch starts one event-loop turn later: items whose requests were already received (and, on the embedded
  // database, whose I/O waited while a batch ran without yielding) join it instead of each starting its own.
  let scheduled = false;
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      next();
    });
  }

  return {
    submit(item: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        schedule();
      });
    },
  };
}
