import { describe, expect, it } from 'vitest';
import { coarseCoordinates } from '@sankofa/server-kit';
import { createCandidateIndex } from './candidate-index.ts';
import type { CandidateRow } from './candidate.ts';
import { candidateRow } from './testing/ranking-fixtures.ts';

const at = (position: string, id: string, profile: Partial<CandidateRow> = {}) => ({ ...candidateRow(id, profile), last_position: position });

describe('the candidate index', () => {
  it('loads the read model a page at a time on first use, once for any number of callers', async () => {
    const log = Array.from({ length: 25_000 }, (_, index) => at(String(index + 1).padStart(6, '0'), `m${index}`));
    const reads: string[] = [];
    const index = createCandidateIndex(async (since, limit) => {
      reads.push(since);
      return log.filter((row) => row.last_position > since).slice(0, limit);
    });
    await Promise.all([index.ready(), index.ready()]);
    await index.ready();
    expect(reads).toEqual(['', '010000', '020000']);
    expect(index.position).toBe('025000');
    expect(index.table.ids).toHaveLength(25_000);
    expect(index.table.age[index.slotOf('m24999')!]).toBe(30);
  });

  it('holds only coarse coordinates, even from a row written before the read model was rebuilt with them', () => {
    const index = createCandidateIndex(async () => []);
    index.apply([at('01', 'ama', { latitude: 51.5074, longitude: -0.1278 }), at('02', 'kofi', { latitude: null, longitude: null })], '');
    const { latitude, longitude } = coarseCoordinates({ latitude: 51.5074, longitude: -0.1278 });
    expect([index.table.latitude[0], index.table.longitude[0]]).toEqual([latitude, longitude]);
    expect([index.table.latitude[1], index.table.longitude[1]]).toEqual([NaN, NaN]);
  });

  it('keeps the newest version of a row, whichever query read it last', () => {
    const index = createCandidateIndex(async () => []);
    index.apply([at('01', 'ama', { age: 30 })], '');
    index.apply([at('05', 'ama', { age: 31 })], '01');
    index.apply([at('03', 'ama', { age: 99 })], '01');
    expect(index.table.age[index.slotOf('ama')!]).toBe(31);
    expect(index.table.ids).toEqual(['ama']);
  });

  it('moves its position only over rows read from at or before it, which leave no gap', () => {
    const index = createCandidateIndex(async () => []);
    index.apply([at('01', 'ama'), at('02', 'kofi')], '');
    expect(index.position).toBe('02');
    index.apply([at('09', 'esi')], '05');
    expect(index.position).toBe('02');
    index.apply([at('03', 'yaw'), at('04', 'ama')], '01');
    expect(index.position).toBe('04');
  });
});
