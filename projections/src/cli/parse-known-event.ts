import { catalog, type RecordedEvent } from '@sankofa/events';

/**
 * What the app's runtime gives projectors (bin/backbone.ts): events of known types upcast and
 * validated, others (e.g. operators' test events) as they are; so a rebuild from the CLI fails
 * on the same poison events the running app would.
 */
export const parseKnownEvent = (event: RecordedEvent): RecordedEvent => (catalog.has(event.type) ? catalog.parse(event) : event);
