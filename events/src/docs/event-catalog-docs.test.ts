import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalog } from '../all-events.ts';
import { defineEvent } from '../catalog.ts';
import { EVENT_DOCS_PATH, renderEventCatalog } from './event-catalog-docs.ts';
import { repositoryRoot } from './event-sources.ts';

describe('the generated event catalog', () => {
  it('is up to date with the catalog (run `npm run docs:events` after changing an event)', () => {
    const written = readFileSync(path.join(repositoryRoot, EVENT_DOCS_PATH), 'utf8');
    expect(written).toBe(renderEventCatalog(catalog));
  });

  it("shows each event's version, its fields with their types and presence, and its upcasters", () => {
    const Greeted = defineEvent('Greeted', z.object({ by: z.string(), times: z.number().int().default(1), mood: z.enum(['warm', 'shy']).nullable() }), {
      version: 2,
      upcasters: { 1: (data) => data },
    });
    const sources = new Map([['Greeted', { file: 'events/src/greetings/events.ts', description: 'Someone said hello.', fieldNotes: new Map([['by', 'Who']]), upcasters: new Map([[1, '(data) => data']]) }]]);
    const page = renderEventCatalog({ definitions: [Greeted] }, sources);
    expect(page).toContain('### Greeted\n\nVersion 2. Defined in [`events/src/greetings/events.ts`](../events/src/greetings/events.ts).\n\nSomeone said hello.');
    expect(page).toContain('| `by` | string | required | Who |');
    expect(page).toContain('| `times` | integer | defaults to `1` |  |');
    expect(page).toContain("| `mood` | 'warm' or 'shy' or null | required |  |");
    expect(page).toContain('- v1 → v2: `(data) => data`');
  });

  it('refuses an event whose definition it cannot find in the source', () => {
    const Lost = defineEvent('Lost', z.object({}));
    expect(() => renderEventCatalog({ definitions: [Lost] }, new Map())).toThrow(/Lost/);
  });
});
