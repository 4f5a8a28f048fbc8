import { describe, expect, it } from 'vitest';
import { catalog } from '../all-events.ts';
import { fieldRows } from '../docs/schema-fields.ts';
import { memberRegistration } from '../testing.ts';
import type { RecordedEvent } from '../store.ts';
import { redactEvent } from './redact.ts';
import { CONTACT_PLACEHOLDER, FIELD_CLASSES, SECRET_PLACEHOLDER, SENSITIVE_LOOKING } from './sensitive-fields.ts';

const recorded = (type: string, data: unknown): RecordedEvent => ({
  type,
  data,
  stream: 'member-m1',
  revision: 0,
  position: '00000000000000000001-00000000000000000001',
  metadata: { eventId: 'e1', occurredAt: '2026-11-20T10:00:00.000Z', actorId: 'm1', correlationId: 'c1', causationId: null, schemaVersion: 1 },
});

describe('what leaves the log in an export', () => {
  it('classifies every field of the catalog that looks like a secret or contact details', () => {
    const unclassified = catalog.definitions.flatMap((definition) =>
      fieldRows(definition.schema)
        .filter((row) => SENSITIVE_LOOKING.test(row.name) && FIELD_CLASSES[definition.type]?.[row.name] === undefined)
        .map((row) => `${definition.type}.${row.name}`),
    );
    expect(unclassified, 'classify these in events/src/export/sensitive-fields.ts').toEqual([]);
  });

  it('classifies only fields the catalog has', () => {
    const stale = Object.entries(FIELD_CLASSES).flatMap(([type, fields]) => {
      const definition = catalog.definitions.find((candidate) => candidate.type === type);
      const names = new Set(definition ? fieldRows(definition.schema).map((row) => row.name) : []);
      return Object.keys(fields).filter((field) => !names.has(field)).map((field) => `${type}.${field}`);
    });
    expect(stale).toEqual([]);
  });

  it('never lets a password hash out, and redacts e-mail and phone unless asked', () => {
    const registered = recorded('MemberRegistered', memberRegistration('m1'));
    const redacted = redactEvent(registered, { includeContact: false }).data as Record<string, unknown>;
    expect(redacted).toMatchObject({ passwordHash: SECRET_PLACEHOLDER, email: CONTACT_PLACEHOLDER, phoneNumber: CONTACT_PLACEHOLDER, firstName: 'Ama' });
    const withContact = redactEvent(registered, { includeContact: true }).data as Record<string, unknown>;
    expect(withContact).toMatchObject({ passwordHash: SECRET_PLACEHOLDER, email: 'm1@example.com', phoneNumber: '+233 20 123 4567' });
  });

  it('renames streams named after an e-mail address, consistently within one export, unless contact details were asked for', () => {
    const reserved = { ...recorded('EmailReserved', { memberId: 'm1', email: 'm1@example.com' }), stream: 'email-abc123' };
    const first = redactEvent(reserved, { includeContact: false, streamKey: 'k1' });
    expect(first.stream).toMatch(/^email-redacted-[0-9a-f]{64}$/);
    expect(redactEvent(reserved, { includeContact: false, streamKey: 'k1' }).stream).toBe(first.stream);
    expect(redactEvent(reserved, { includeContact: false, streamKey: 'k2' }).stream).not.toBe(first.stream);
    expect(redactEvent(reserved, { includeContact: true }).stream).toBe('email-abc123');
    expect(redactEvent(recorded('MemberRegistered', memberRegistration('m1')), { includeContact: false }).stream).toBe('member-m1');
  });

  it('keeps a redacted event parseable, so an imported copy still feeds the read models', () => {
    const redacted = redactEvent(recorded('MemberRegistered', memberRegistration('m1')), { includeContact: false });
    expect(() => catalog.parse(redacted)).not.toThrow();
  });
});
