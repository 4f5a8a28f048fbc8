import { currentRequestId } from './observability/request-scope.ts';

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** LOG_LEVEL's values, quietest last: a logger writes its level and everything more severe. */
export const LOG_LEVELS = ['info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
type WrittenLevel = Exclude<LogLevel, 'silent'>;

const isLogLevel = (value: unknown): value is LogLevel => LOG_LEVELS.includes(value as LogLevel);

/** Errors keep their message and stack (JSON.stringify would write `{}`); everything else as it is. */
const withErrorsSpelledOut = (_key: string, value: unknown) =>
  value instanceof Error ? { name: value.name, message: value.message, stack: value.stack, ...(value.cause === undefined ? {} : { cause: value.cause }) } : value;

/** One JSON object per line; the line's own keys win over a field of the same name. */
export const formatLogLine = (service: string, level: WrittenLevel, message: string, fields: Record<string, unknown> | undefined, now = new Date()): string => {
  const requestId = currentRequestId();
  const line = { ...fields, time: now.toISOString(), level, service, ...(requestId ? { requestId } : {}), msg: message };
  return `${JSON.stringify(line, withErrorsSpelledOut)}\n`;
};

export interface LoggerOptions {
  /** Writes nothing (tests; LOG_LEVEL=silent). */
  silent?: boolean;
  /** The least severe level written; defaults to LOG_LEVEL from the environment, else info. */
  level?: LogLevel;
}

/**
 * Structured logs: one JSON object per line (time, level, service, requestId while a request is
 * handled, msg, then the fields), errors to stderr, the rest to stdout, for a log shipper to read.
 */
export const createLogger = (name: string, options: LoggerOptions = {}): Logger => {
  const configured = options.level ?? (isLogLevel(process.env.LOG_LEVEL) ? process.env.LOG_LEVEL : 'info');
  const threshold = LOG_LEVELS.indexOf(options.silent ? 'silent' : configured);
  const write = (level: WrittenLevel, message: string, fields?: Record<string, unknown>) => {
    if (LOG_LEVELS.indexOf(level) < threshold) return;
    (level === 'error' ? process.stderr : process.stdout).write(formatLogLine(name, level, message, fields));
  };
  return {
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
  };
};
