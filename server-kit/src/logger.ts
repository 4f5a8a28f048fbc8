export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

const serialize = (fields: Record<string, unknown> | undefined) =>
  fields ? ` ${JSON.stringify(fields, (_key, value: unknown) => (value instanceof Error ? { message: value.message, stack: value.stack } : value))}` : '';

export const createLogger = (name: string, options: { silent?: boolean } = {}): Logger => {
  const write = (level: string, message: string, fields?: Record<string, unknown>) => {
    if (options.silent) return;
    const line = `${new Date().toISOString()} ${level} [${name}] ${message}${serialize(fields)}\n`;
    (level === 'ERROR' ? process.stderr : process.stdout).write(line);
  };
  return {
    info: (message, fields) => write('INFO', message, fields),
    warn: (message, fields) => write('WARN', message, fields),
    error: (message, fields) => write('ERROR', message, fields),
  };
};
