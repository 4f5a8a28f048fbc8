import { constants } from 'node:os';
import type { Logger } from '@sankofa/server-kit';
import type { GracefulServer } from './graceful-server.ts';

/** What a service may be made of; each entry point passes the parts it runs. */
export interface ServiceParts {
  http?: GracefulServer;
  /** The query side: closes its `/ws` sockets with 1001 and stops following the log. */
  queryApi?: { close(): Promise<void> };
  projections?: { stop(): Promise<void> };
  /** The pools and the log's connections. */
  backbone: { close(): Promise<void> };
}

/**
 * The one order every service stops in: stop accepting, let requests in flight finish (at most
 * `graceMs`, while the projections keep running so that read-your-writes can still be served),
 * close the `/ws` sockets with 1001 ("going away": clients reconnect, to another instance),
 * drop what is left, stop the projections, then close the pools.
 */
export const stopService = async (parts: ServiceParts, graceMs: number): Promise<void> => {
  await parts.http?.stopAccepting(graceMs);
  await parts.queryApi?.close();
  await parts.http?.close();
  await parts.projections?.stop();
  await parts.backbone.close();
};

/** Beyond the grace, how long closing sockets, projections and pools may take before the process gives up on them. */
const CLOSING_MS = 15_000;

/**
 * SIGTERM or SIGINT stops the service cleanly and exits 0 (1 if stopping failed or hung). A
 * second signal exits at once with 128 + its number (143 for SIGTERM, 130 for SIGINT), the
 * shell's convention for a process ended by that signal.
 */
export const onShutdown = (logger: Logger, stop: () => Promise<void>, graceMs: number): void => {
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn(`${signal} again: exiting at once`);
      process.exit(128 + constants.signals[signal]);
    }
    stopping = true;
    logger.info(`${signal}: stopping, letting requests in flight finish for up to ${graceMs / 1000} s (signal again to exit at once)`);
    setTimeout(() => {
      logger.error('shutdown did not finish in time: exiting');
      process.exit(1);
    }, graceMs + CLOSING_MS).unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('unclean shutdown', { error });
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
};
