import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Where following the log keeps its place: the projection runtime's one checkpoint table and its leases. */
const RUNTIME = 'projections/src/runtime/';

/** A table that keeps a place in the log, or a lease to follow it alone, made outside the runtime. */
const OWN_FOLLOWING = /CREATE TABLE[^;`]*(checkpoint|lease)/i;

const SERVER_SIDE = ['bin', 'events', 'server-kit', 'adapters', 'command-api', 'projections', 'query-api', 'bench'];

const sources = async (): Promise<string[]> => {
  const files: string[] = [];
  for (const folder of SERVER_SIDE) {
    for (const file of await readdir(`${root}/${folder}`, { recursive: true })) {
      const path = `${folder}/${file}`;
      if (path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.includes('node_modules') && !path.startsWith(RUNTIME)) files.push(path);
    }
  }
  return files;
};

describe('one processor follows the log', () => {
  it('finds the sources it checks', async () => {
    expect((await sources()).length).toBeGreaterThan(300);
  });

  it('lets no code outside the projection runtime keep a checkpoint or a lease of its own: a follower of the log is a projector or a reactor', async () => {
    const offenders: string[] = [];
    for (const file of await sources()) {
      if (OWN_FOLLOWING.test(await readFile(`${root}/${file}`, 'utf8'))) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });

  it('would catch one', () => {
    expect(OWN_FOLLOWING.test('CREATE TABLE IF NOT EXISTS mailer_checkpoint (name text PRIMARY KEY, position text NOT NULL)')).toBe(true);
    expect(OWN_FOLLOWING.test('CREATE TABLE IF NOT EXISTS scheduler_leases (name text PRIMARY KEY)')).toBe(true);
    expect(OWN_FOLLOWING.test('CREATE TABLE push_outbox (id bigserial PRIMARY KEY, position text NOT NULL)')).toBe(false);
  });
});
