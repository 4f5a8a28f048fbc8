import type { ProjectionStatus } from '../runtime/status.ts';
import type { BuildProgress } from '../runtime/worker.ts';

const formatLag = (status: ProjectionStatus): string =>
  `lag=${status.lagEventsCapped ? '>' : ''}${status.lagEvents} events/${status.lagSeconds}s`;

/** One line per build: name, version, position, lag (events and seconds), state, and what else helps act on it. */
export const formatStatusLine = (status: ProjectionStatus): string => {
  const parts = [
    status.name.padEnd(24),
    `v${status.version}${status.schemaName === null ? ' (not built)' : status.active ? '' : ' (rebuild)'}`.padEnd(16),
    `position=${status.position ?? 'none'}`,
    formatLag(status).padEnd(26),
    `state=${status.state}`,
  ];
  if (status.leaseOwner) parts.push(`owner=${status.leaseOwner}`);
  if (status.active && status.codeVersion > status.version) parts.push(`code is v${status.codeVersion}: rebuilds on start`);
  if (status.failure) {
    const stream = status.failure.stream ? ` in ${status.failure.stream}` : '';
    parts.push(`failed at ${status.failure.position} on ${status.failure.eventType} ${status.failure.eventId}${stream}: ${status.failure.error?.split('\n')[0] ?? ''}`);
  }
  return parts.join('  ');
};

const formatCount = (value: number): string => value.toLocaleString('en-US');

export const formatProgress = (progress: BuildProgress): string =>
  `${progress.name} ${progress.phase}: ${formatCount(progress.events)} events, ${formatCount(progress.eventsPerSecond)} events/s, ` +
  `position ${progress.position ?? 'start'}, ${(progress.elapsedMs / 1000).toFixed(1)}s`;

/** Rewrites one line on a terminal; prints a line at most once a second otherwise (logs, CI). */
export const progressPrinter = (stream: NodeJS.WriteStream = process.stdout) => {
  let lastPrinted = 0;
  let pending: string | undefined;
  return {
    update(line: string) {
      pending = line;
      if (stream.isTTY) stream.write(`\r${line}\u001b[K`);
      else if (Date.now() - lastPrinted >= 1000) {
        stream.write(`${line}\n`);
        lastPrinted = Date.now();
        pending = undefined;
      }
    },
    done() {
      if (stream.isTTY) stream.write('\n');
      else if (pending) stream.write(`${pending}\n`);
    },
  };
};
