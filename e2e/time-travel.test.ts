import { describe, expect, test } from 'vitest';
import { encodePosition } from '@sankofa/events';
import { createPool } from '@sankofa/server-kit';
import type { TimeTravelBuild, TimeTravelTablePage } from '@sankofa/contracts';
import { registerAdmin } from './admin-member.ts';
import { openSignedInPhonePage, saveScreenshot } from './browser.ts';
import { journeyUnderTest } from './journey.ts';
import { headersOf, logInThroughApi, signUpMember, type ApiMember } from './matched-members.ts';

const journey = journeyUnderTest();

const givenAdmin = async (): Promise<ApiMember> => logInThroughApi(journey.app.url, await registerAdmin(journey.databaseUrl));

const call = (member: ApiMember, method: string, path: string, body?: unknown) =>
  fetch(`${journey.app.url}${path}`, {
    method,
    headers: headersOf(member),
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** The newest committed event, from the table itself: the store's reads stop below the oldest open transaction. */
const headPosition = async (): Promise<string> => {
  const pool = createPool(journey.databaseUrl);
  try {
    const { rows } = await pool.query<{ transaction_id: string; global_position: string }>(
      'SELECT transaction_id::text AS transaction_id, global_position::text AS global_position FROM events ORDER BY events.transaction_id DESC, events.global_position DESC LIMIT 1',
    );
    return encodePosition(rows[0]!.transaction_id, rows[0]!.global_position);
  } finally {
    await pool.end();
  }
};

const finished = async (admin: ApiMember, id: string): Promise<TimeTravelBuild> => {
  let build: TimeTravelBuild | undefined;
  await expect.poll(async () => (build = (await (await call(admin, 'GET', `/api/admin/time-travel/builds/${id}`)).json()) as TimeTravelBuild).status).not.toBe('building');
  return build!;
};

describe('time travel from the admin area', () => {
  test('an admin builds the members read model as of a past position, browses it page by page and downloads it as CSV', async () => {
    const admin = await givenAdmin();
    const kofi = await signUpMember(journey.app.url, 'Kofi');
    const then = await headPosition();
    const esi = await signUpMember(journey.app.url, 'Esi');

    expect((await call(kofi, 'GET', '/api/admin/time-travel/projectors')).status).toBe(403);
    expect((await call(kofi, 'POST', '/api/admin/time-travel/builds', { projector: 'members' })).status).toBe(403);
    const badPosition = await call(admin, 'POST', '/api/admin/time-travel/builds', { projector: 'members', to: 'yesterday' });
    expect(badPosition.status).toBe(400);
    expect(((await badPosition.json()) as { error: string }).error).toMatch(/to must be a log position/);
    expect((await call(admin, 'POST', '/api/admin/time-travel/builds', { projector: 'nothing_here' })).status).toBe(404);
    const { projectors } = (await (await call(admin, 'GET', '/api/admin/time-travel/projectors')).json()) as { projectors: string[] };
    expect(projectors).toContain('members');

    const started = await call(admin, 'POST', '/api/admin/time-travel/builds', { projector: 'members', to: then });
    expect(started.status).toBe(202);
    const build = await finished(admin, ((await started.json()) as TimeTravelBuild).id);
    expect(build).toMatchObject({ status: 'done', asOf: then, replaced: false });
    const page = (await (await call(admin, 'GET', `/api/admin/time-travel/builds/${build.id}/tables/members?page=1`)).json()) as TimeTravelTablePage;
    const ids = page.rows.map((row) => row[page.columns.indexOf('id')]);
    expect(ids).toEqual(expect.arrayContaining([kofi.id, admin.id]));
    expect(ids).not.toContain(esi.id);
    const csv = await call(admin, 'GET', `/api/admin/time-travel/builds/${build.id}/tables/members/csv`);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="members-members.csv"');
    expect((await csv.text()).trim().split('\r\n')).toHaveLength(page.total + 1);
    expect((await call(admin, 'GET', `/api/admin/time-travel/builds/${build.id}/tables/pg_class`)).status).toBe(404);

    const page2 = await openSignedInPhonePage(journey.browser, admin, journey.app.url);
    await page2.goto(`${journey.app.url}/admin`);
    await page2.getByText('Time Travel').click();
    await page2.getByLabel('Read model').selectOption('members');
    await page2.getByLabel(/As of/).fill(then);
    await page2.getByRole('button', { name: 'Build' }).click();
    await page2.getByText(/Page 1 of 1 \(\d+ rows\)/).waitFor();
    await expect(page2.getByRole('table', { name: 'members' }).getByText('Kofi', { exact: true }).first().isVisible()).resolves.toBe(true);
    expect(await page2.getByRole('table', { name: 'members' }).getByText('Esi', { exact: true }).count()).toBe(0);
    const [download] = await Promise.all([page2.waitForEvent('download'), page2.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('members-members.csv');
    await saveScreenshot(page2, 'time-travel-members');
  });
});
