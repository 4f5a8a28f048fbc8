import type { RecordedEvent } from '@sankofa/events';

/** A projector's `apply` (or the parsing of its events) threw: the event is poison until the code changes. */
export class ApplyError extends Error {
  override readonly name = 'ApplyError';
  constructor(
    readonly event: RecordedEvent | undefined,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

/** The build's checkpoint moved under us, or the build was replaced or reset: stop writing it. */
export class CheckpointConflictError extends Error {
  override readonly name = 'CheckpointConflictError';
}

const TRANSIENT_SQLSTATE_CLASSES = ['08', '53', '57', '58'];
const TRANSIENT_SQLSTATES = new Set(['40001', '40P01', '55P03']);
const TRANSIENT_NODE_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * Failures of the database or the network rather than of the projector's code: retrying the
 * same batch later can succeed, so they must never mark an event as poison.
 */
export const isTransient = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (TRANSIENT_SQLSTATES.has(code) || TRANSIENT_NODE_CODES.has(code)) return true;
    if (code.length === 5 && TRANSIENT_SQLSTATE_CLASSES.includes(code.slice(0, 2))) return true;
  }
  return /Connection terminated|connection (is )?closed|Client has encountered a connection error|timeout exceeded when trying to connect/i.test(
    error.message,
  );
};

export const describeError = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}${error.stack ? `\n${error.stack.split('\n').slice(1, 6).join('\n')}` : ''}` : String(error);

/** Another worker (of this instance or another) holds the lease of the build a rebuild was to write. */
export class BuildBusyError extends Error {
  override readonly name = 'BuildBusyError';
  constructor(
    readonly schemaName: string,
    readonly holder: string,
  ) {
    super(`${schemaName} is being written by ${holder}`);
  }
}
