import { describe, expect, it } from 'vitest';
import { isTableMissing, unlessTableMissing } from './table-missing.ts';

const undefinedTable = Object.assign(new Error('relation "public.members" does not exist'), { code: '42P01' });

describe('unlessTableMissing', () => {
  it('answers the fallback while the table does not exist, and the read once it does', async () => {
    expect(isTableMissing(undefinedTable)).toBe(true);
    await expect(unlessTableMissing(() => Promise.reject(undefinedTable), 'none')).resolves.toBe('none');
    await expect(unlessTableMissing(() => Promise.resolve('rows'), 'none')).resolves.toBe('rows');
  });

  it('throws any other failure', async () => {
    const other = Object.assign(new Error('connection lost'), { code: '08006' });
    expect(isTableMissing(other)).toBe(false);
    await expect(unlessTableMissing(() => Promise.reject(other), 'none')).rejects.toBe(other);
  });
});
