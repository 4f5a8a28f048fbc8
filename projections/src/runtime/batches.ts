export interface BatchOptions {
  maxSize: number;
  /**
   * true (catching up): wait for full batches, a short one only at the end of the source.
   * false (live): hand over whatever arrived together, so a lone event is applied at once.
   */
  fill: boolean;
}

const nextMacrotask = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Groups a source into batches while reading ahead: the next page of the log is fetched while
 * the current batch is being applied, up to two batches ahead.
 */
export async function* inBatches<T>(source: AsyncIterable<T>, options: BatchOptions): AsyncGenerator<T[]> {
  const iterator = source[Symbol.asyncIterator]();
  const buffer: T[] = [];
  const highWater = options.maxSize * 2;
  let finished = false;
  let stopped = false;
  let failure: { error: unknown } | undefined;
  let wakeConsumer: (() => void) | undefined;
  let wakeProducer: (() => void) | undefined;
  const wake = (which: 'consumer' | 'producer') => {
    const resume = which === 'consumer' ? wakeConsumer : wakeProducer;
    if (which === 'consumer') wakeConsumer = undefined;
    else wakeProducer = undefined;
    resume?.();
  };

  void (async () => {
    try {
      while (!stopped) {
        if (buffer.length >= highWater) {
          await new Promise<void>((resolve) => (wakeProducer = resolve));
          continue;
        }
        const next = await iterator.next();
        if (next.done) break;
        buffer.push(next.value);
        if (!options.fill || buffer.length >= options.maxSize) wake('consumer');
      }
    } catch (error) {
      failure = { error };
    } finally {
      finished = true;
      wake('consumer');
    }
  })();

  try {
    for (;;) {
      if (buffer.length > 0 && !options.fill && buffer.length < options.maxSize && !finished) await nextMacrotask();
      if (buffer.length >= options.maxSize || (buffer.length > 0 && (!options.fill || finished))) {
        const batch = buffer.splice(0, options.maxSize);
        wake('producer');
        yield batch;
        continue;
      }
      if (failure) throw failure.error;
      if (finished) return;
      await new Promise<void>((resolve) => (wakeConsumer = resolve));
    }
  } finally {
    stopped = true;
    wake('producer');
    // Not awaited: a live source may be waiting for its next event; it ends once its signal aborts.
    iterator.return?.().catch(() => undefined);
  }
}
