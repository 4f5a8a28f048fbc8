import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger.ts';
import { runInRequestScope } from './observability/request-scope.ts';

/** Every line the loggers write to stdout and stderr while `work` runs, parsed. */
const linesWrittenBy = async (work: () => unknown) => {
  const written: Array<{ stream: 'stdout' | 'stderr'; line: Record<string, unknown> }> = [];
  const capture = (stream: 'stdout' | 'stderr') => (chunk: string | Uint8Array) => {
    written.push({ stream, line: JSON.parse(String(chunk)) as Record<string, unknown> });
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture('stdout'));
  vi.spyOn(process.stderr, 'write').mockImplementation(capture('stderr'));
  await work();
  vi.restoreAllMocks();
  return written;
};

afterEach(() => vi.restoreAllMocks());

describe('the logger', () => {
  it('writes one JSON object per line: time, level, service, message and the fields', async () => {
    const [written] = await linesWrittenBy(() => createLogger('query-api', { level: 'info' }).info('listening', { port: 3002 }));
    expect(written!.stream).toBe('stdout');
    expect(written!.line).toEqual({ time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), level: 'info', service: 'query-api', msg: 'listening', port: 3002 });
  });

  it('spells an error out with its message and stack, on stderr', async () => {
    const [written] = await linesWrittenBy(() => createLogger('command-api', { level: 'info' }).error('request failed', { error: new Error('disk full') }));
    expect(written!.stream).toBe('stderr');
    expect(written!.line.level).toBe('error');
    expect(written!.line.error).toMatchObject({ name: 'Error', message: 'disk full', stack: expect.stringContaining('logger.test.ts') });
  });

  it("stamps the request's id on every line written while it is handled, awaits and timers included", async () => {
    const logger = createLogger('command-api', { level: 'info' });
    const written = await linesWrittenBy(async () => {
      logger.info('before');
      await runInRequestScope({ requestId: 'req-42' }, async () => {
        logger.info('at once');
        await sleep(5);
        logger.warn('after an await');
        await new Promise<void>((resolve) => setTimeout(() => resolve(logger.info('in a timer')), 5));
      });
      logger.info('after');
    });
    expect(written.map(({ line }) => [line.msg, line.requestId])).toEqual([
      ['before', undefined],
      ['at once', 'req-42'],
      ['after an await', 'req-42'],
      ['in a timer', 'req-42'],
      ['after', undefined],
    ]);
  });

  it("keeps two requests' ids apart when they interleave", async () => {
    const logger = createLogger('query-api', { level: 'info' });
    const handle = (requestId: string, waitMs: number) =>
      runInRequestScope({ requestId }, async () => {
        await sleep(waitMs);
        logger.info(`done ${requestId}`);
      });
    const written = await linesWrittenBy(() => Promise.all([handle('slow', 20), handle('fast', 1)]));
    expect(written.map(({ line }) => [line.msg, line.requestId])).toEqual([
      ['done fast', 'fast'],
      ['done slow', 'slow'],
    ]);
  });

  it('writes only its level and more severe ones: LOG_LEVEL=warn drops info, silent drops all', async () => {
    const write = (logger: ReturnType<typeof createLogger>) => {
      logger.info('i');
      logger.warn('w');
      logger.error('e');
    };
    const levels = async (options: Parameters<typeof createLogger>[1]) => (await linesWrittenBy(() => write(createLogger('x', options)))).map(({ line }) => line.level);
    expect(await levels({ level: 'info' })).toEqual(['info', 'warn', 'error']);
    expect(await levels({ level: 'warn' })).toEqual(['warn', 'error']);
    expect(await levels({ level: 'error' })).toEqual(['error']);
    expect(await levels({ level: 'silent' })).toEqual([]);
    expect(await levels({ silent: true })).toEqual([]);
    vi.stubEnv('LOG_LEVEL', 'warn');
    expect(await levels({})).toEqual(['warn', 'error']);
    vi.unstubAllEnvs();
  });

  it("lets the line's own keys win over a field of the same name", async () => {
    const [written] = await linesWrittenBy(() => createLogger('app', { level: 'info' }).info('real', { msg: 'forged', level: 'error', detail: 1 }));
    expect(written!.line).toMatchObject({ msg: 'real', level: 'info', detail: 1 });
  });
});
