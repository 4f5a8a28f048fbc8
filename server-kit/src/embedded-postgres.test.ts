import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './testing.ts';

describe('test databases', () => {
  it('gives each test file its own real PostgreSQL database', async () => {
    const url = await createTestDatabase();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ database: string; version: string; collation: string }>(
      'SELECT current_database() AS database, version(), datcollate AS collation FROM pg_database WHERE datname = current_database()',
    );
    await client.end();
    expect(rows[0]?.database).toMatch(/^test_[0-9a-f]{12}$/);
    expect(rows[0]?.version).toMatch(/PostgreSQL 1[5-9]/);
    // Byte-wise text comparison, whatever the machine's locale: no strcoll in any text index.
    expect(rows[0]?.collation).toBe('C');
  });
});
