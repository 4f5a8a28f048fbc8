import { describe, expect, test } from 'vitest';
import { registerMember, signupInput } from '@sankofa/command-api/members';
import { createPostgresEventStore, defineEvent, newEvent, PROJECTION_OPERATIONS_STREAM, ProjectorEventSkipped, type EventStore, type RecordedEvent } from '@sankofa/events';
import { createPool } from '@sankofa/server-kit';
import { z } from 'zod';
import { openSignedInPhonePage, saveScreenshot, type MemberCredentials } from './browser.ts';
import { journeyUnderTest } from './journey.ts';
import { TEST_IDENTITY_BAN_KEY, uniquePhoneNumber } from '@sankofa/command-api/members/testing';

const journey = journeyUnderTest();

/**
 * Enough history that rebuilding the read model of every event outlasts several of the console's
 * refreshes (1.5 s) even on a loaded machine: rebuilds commit without waiting for the disk and
 * went by between two refreshes with 120,000 events.
 */
const FILLER_EVENTS = 400_000;
const PER_APPEND = 10_000;

const profile = { age: 35, location: 'Accra, Ghana', heritage: 'Ghanaian', profession: 'Engineer' };

/** An administrator, registered through the registration command with role 'admin' (there is no admin signup). */
async function givenAdmin(): Promise<MemberCredentials & { id: string }> {
  const credentials = { email: `ada.${crypto.randomUUID()}@example.com`, password: 'operate-2024' };
  const pool = createPool(journey.databaseUrl);
  try {
    const input = signupInput.parse({ ...credentials, ...profile, phoneNumber: uniquePhoneNumber(), firstName: 'Ada', lastName: 'Admin' });
    const { memberId } = await registerMember({ store: createPostgresEventStore(pool), identityBanKey: TEST_IDENTITY_BAN_KEY }, { ...input, role: 'admin' }, { actorId: 'e2e', correlationId: 'e2e' });
    return { ...credentials, id: memberId };
  } finally {
    await pool.end();
  }
}

/** Appends raw events (as an old or broken writer might have) and reads a stream back, on a pool of its own. */
async function withStore<T>(work: (store: EventStore) => Promise<T>): Promise<T> {
  const pool = createPool(journey.databaseUrl);
  try {
    return await work(createPostgresEventStore(pool));
  } finally {
    await pool.end();
  }
}

/** Events of a type no read model but the stream activity reads (it reads every event), so only its rebuild grows. */
const Tick = defineEvent('ConsoleJourneyTick', z.object({ n: z.number() }));
async function givenHistory(events: number): Promise<void> {
  const pool = createPool(journey.databaseUrl);
  const store = createPostgresEventStore(pool);
  try {
    for (let start = 0; start < events; start += PER_APPEND) {
      const batch = Array.from({ length: PER_APPEND }, (_, index) => newEvent(Tick, { n: start + index }, { actorId: 'e2e', correlationId: 'e2e' }));
      await store.append(`journey-${start / PER_APPEND}`, batch);
    }
  } finally {
    await pool.end();
  }
}

describe('projection console journey', () => {
  test('an admin opens the console, rebuilds a projection and watches it build, then switch to the new build', { timeout: 240_000 }, async () => {
    const admin = await givenAdmin();
    await givenHistory(FILLER_EVENTS);

    const page = await openSignedInPhonePage(journey.browser, admin, journey.app.url);
    await page.goto(journey.app.url + '/admin');
    await page.getByRole('link', { name: /Projection Console/ }).click();
    await page.waitForURL('**/admin/projections');
    const card = page.getByRole('listitem', { name: 'Projector stream_activity' });
    const serving = card.getByLabel('stream_activity serving build');
    await serving.getByText('v1 · projection_stream_activity_v1').waitFor();
    // Live: the lag drains to nothing and the state settles on running, without reloading.
    await serving.getByText('0 events · 0.0 s').waitFor({ timeout: 120_000 });
    await card.getByText('running', { exact: true }).first().waitFor();
    await page.getByRole('listitem', { name: 'Projector members' }).getByText('running', { exact: true }).waitFor();
    // The reactors run in the same runtime and show beside the read models.
    await page.getByRole('listitem', { name: 'Projector premium_expiry' }).getByText('running', { exact: true }).waitFor();
    await page.getByRole('listitem', { name: 'Projector date_reminders' }).getByText('running', { exact: true }).waitFor();
    await saveScreenshot(page, 'projection-console');

    // Every line the rebuild shows, as the page updates it.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { rebuildLines: string[] }).rebuildLines = seen;
      new MutationObserver(() => {
        const line = document.querySelector('[aria-label="stream_activity operation"] [role="status"]')?.textContent;
        if (line && seen.at(-1) !== line) seen.push(line);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await card.getByRole('button', { name: 'Rebuild' }).click();
    await page.getByText('Rebuild requested', { exact: true }).waitFor();
    const building = card.getByText(/^Building v1 \(projection_stream_activity_v1_b\) at \d+%/);
    await building.waitFor({ timeout: 60_000 });
    await card.getByLabel('stream_activity rebuild').waitFor();
    await saveScreenshot(page, 'projection-console-building');

    await card.getByText('Switched to v1 (projection_stream_activity_v1_b)').waitFor({ timeout: 120_000 });
    await serving.getByText('v1 · projection_stream_activity_v1_b').waitFor();
    await saveScreenshot(page, 'projection-console-switched');
    const lines = await page.evaluate(() => (window as unknown as { rebuildLines: string[] }).rebuildLines);
    const percents = lines.map((line) => /at (\d+)%/.exec(line)?.[1]).filter((percent) => percent !== undefined).map(Number);
    expect(percents.length).toBeGreaterThan(0);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(lines.at(-1)).toBe('Switched to v1 (projection_stream_activity_v1_b)');
    await page.getByRole('region', { name: 'Recent operations' }).getByText(/stream_activity · rebuild by/).waitFor();
  });

  test('a projector stopped on an unreadable event shows it; the admin skips it with a reason, recorded in the log, and it runs on', { timeout: 180_000 }, async () => {
    const admin = await givenAdmin();
    // Only the stream activity reads this type, and this one's data does not parse: poison for it alone.
    const readable = { projector: 'x', schemaName: 'x', version: 1, position: 'x', eventId: null, eventType: null, stream: null, reason: 'x', skippedBy: 'x' };
    const broken = { ...newEvent(ProjectorEventSkipped, readable, { actorId: 'e2e', correlationId: 'e2e' }), data: { unreadable: true } };
    const [poisonPosition] = await withStore(async (store) => (await store.append('journey-broken', [broken])).positions);

    const page = await openSignedInPhonePage(journey.browser, admin, journey.app.url);
    await page.goto(journey.app.url + '/admin/projections');
    const card = page.getByRole('listitem', { name: 'Projector stream_activity' });
    const poison = card.getByRole('region', { name: 'stream_activity poison event' });
    await poison.waitFor({ timeout: 60_000 });
    await poison.getByText('journey-broken', { exact: true }).waitFor();
    await poison.getByText(poisonPosition!, { exact: true }).waitFor();
    await poison.getByText('ProjectorEventSkipped', { exact: true }).waitFor();
    await card.getByText('failed', { exact: true }).first().waitFor();
    const skip = poison.getByRole('button', { name: 'Skip this event' });
    expect(await skip.isDisabled()).toBe(true);
    await poison.getByLabel('Why this event can be skipped (recorded with your name)').fill('Written by a broken test writer; nothing to recover');
    await saveScreenshot(page, 'projection-console-poison');
    await skip.click();
    await page.getByText('Event skipped', { exact: true }).waitFor();
    await card.getByText(`Skip of the event at ${poisonPosition} done: passed the event at ${poisonPosition}; running on`).waitFor({ timeout: 60_000 });
    await poison.waitFor({ state: 'detached' });
    await card.getByText('running', { exact: true }).first().waitFor();
    await saveScreenshot(page, 'projection-console-skipped');

    const audit = await withStore(async (store) => {
      const events: RecordedEvent[] = [];
      for await (const event of store.readStream(PROJECTION_OPERATIONS_STREAM)) events.push(event);
      return events;
    });
    expect(audit).toMatchObject([
      {
        type: 'ProjectorEventSkipped',
        metadata: { actorId: admin.id },
        data: { projector: 'stream_activity', position: poisonPosition, stream: 'journey-broken', skippedBy: admin.id, reason: 'Written by a broken test writer; nothing to recover' },
      },
    ]);
  });
});
