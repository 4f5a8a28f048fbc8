import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createPool } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import { relatedMembers } from './related-members.ts';

let pool: pg.Pool;
beforeAll(async () => {
  pool = createPool(await createTestDatabase());
});
afterAll(() => pool.end());

describe('related members of notifications', () => {
  it('are simply unknown while the members read model is not published yet', async () => {
    expect(await relatedMembers(pool, ['ama'])).toEqual(new Map());
  });

  it("come with each member's name and first photo once it is", async () => {
    // Stands in for the members projector's view, with the columns this lookup reads.
    await pool.query('CREATE TABLE public.members (id text PRIMARY KEY, first_name text, last_name text, photos text[])');
    await pool.query(`INSERT INTO public.members VALUES ('ama', 'Ama', 'Mensah', '{/api/media/a.jpg,/api/media/b.jpg}'), ('kofi', 'Kofi', 'Boateng', '{}')`);
    expect(await relatedMembers(pool, ['ama', 'kofi', 'nobody'])).toEqual(
      new Map([
        ['ama', { id: 'ama', name: 'Ama Mensah', photo: '/api/media/a.jpg' }],
        ['kofi', { id: 'kofi', name: 'Kofi Boateng', photo: null }],
      ]),
    );
  });
});
