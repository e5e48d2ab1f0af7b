/** How often counted views are written. */
const FLUSH_MS = 1000;

/**
 * Views added up in memory and written once a second, one `write(id, n)` per item. A popular profile
 * or gallery otherwise takes an UPDATE of one row per visit, and concurrent visits queue on that
 * row's lock. A failed write keeps its counts for the next one; `flush` writes what is left (the app
 * calls it when it closes). `pending` is what this process counted and has not written yet.
 */
export function createViewCounter(write: (id: string, n: number) => Promise<void>) {
  let counted = new Map<string, number>();
  /** The batch being written: still pending until its writes are done. */
  let inFlight = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  async function writeAll(batch: Map<string, number>) {
    for (const [id, n] of batch) {
      try {
        await write(id, n);
      } catch {
        counted.set(id, (counted.get(id) ?? 0) + n);
      }
    }
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = counted;
    counted = new Map();
    writing = writing.then(async () => {
      inFlight = batch;
      await writeAll(batch);
      inFlight = new Map();
    });
    return writing;
  }

  return {
    count(id: string) {
      counted.set(id, (counted.get(id) ?? 0) + 1);
      if (!timer) {
        timer = setTimeout(() => void flush(), FLUSH_MS);
        timer.unref();
      }
    },
    pending: (id: string) => (counted.get(id) ?? 0) + (inFlight.get(id) ?? 0),
    flush,
  };
}
export type ViewCounter = ReturnType<typeof createViewCounter>;
