import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { catalog } from '../all-events.ts';
import { EVENT_DOCS_PATH, renderEventCatalog } from './event-catalog-docs.ts';
import { repositoryRoot } from './event-sources.ts';

/** `npm run docs:events`: writes docs/events.md from the catalog. */
const target = path.join(repositoryRoot, EVENT_DOCS_PATH);
writeFileSync(target, renderEventCatalog(catalog));
process.stdout.write(`Wrote ${EVENT_DOCS_PATH} (${catalog.definitions.length} events)\n`);
