import { Counter, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { addThreadMetrics, appMetrics, renderMetrics } from './metrics.ts';

/** The value of one series in this process's exposition (0 when it has none). */
const valueOf = async (series: string) => {
  const { body } = await renderMetrics();
  const line = body.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
};

/** What another thread's registry holds: its own count of appends, and the process's CPU as it reads it too. */
const anotherThread = () => {
  const registry = new Registry();
  new Counter({ name: 'sankofa_event_appends_total', help: 'appends', labelNames: ['outcome'], registers: [registry] }).inc({ outcome: 'ok' }, 5);
  new Counter({ name: 'process_cpu_user_seconds_total', help: 'cpu', registers: [registry] }).inc(1_000);
  return () => registry.getMetricsAsJSON();
};

describe("another thread's metrics on this thread's /metrics", () => {
  it("sums its sankofa_ series with this thread's, leaves out its process figures, and stops when told", async () => {
    appMetrics.eventAppends.inc({ outcome: 'ok' });
    const ours = await valueOf('sankofa_event_appends_total{outcome="ok"}');
    const cpu = await valueOf('process_cpu_user_seconds_total');

    const stop = addThreadMetrics(anotherThread());
    expect(await valueOf('sankofa_event_appends_total{outcome="ok"}')).toBe(ours + 5);
    expect(await valueOf('process_cpu_user_seconds_total')).toBeLessThan(cpu + 1_000);
    expect(await valueOf('process_start_time_seconds')).toBeGreaterThan(0);

    stop();
    expect(await valueOf('sankofa_event_appends_total{outcome="ok"}')).toBe(ours);
  });

  it('answers without a thread that cannot be read', async () => {
    const stop = addThreadMetrics(() => Promise.reject(new Error('the thread is stopping')));
    try {
      expect((await renderMetrics()).body).toContain('sankofa_event_appends_total');
    } finally {
      stop();
    }
  });
});
