import { describe, expect, it } from 'vitest';
import type { ProjectionOperationView, ProjectorBuildView } from '@sankofa/contracts';
import { lagText, operationText, projectorCards, rebuildText } from './console-view.ts';

const build = (overrides: Partial<ProjectorBuildView>): ProjectorBuildView => ({
  name: 'matches', version: 3, codeVersion: 3, schemaName: 'projection_matches_v3', active: true, position: '10', lagEvents: 0, lagEventsCapped: false,
  lagSeconds: 0, state: 'running', leaseOwner: 'app-1#1', failure: null, updatedAt: null, ...overrides,
});
const rebuild = (overrides: Partial<ProjectionOperationView>): ProjectionOperationView => ({
  id: '1', projector: 'matches', kind: 'rebuild', status: 'running', requestedBy: 'ada', reason: null, position: null, phase: 'rebuilding', events: 450,
  totalEvents: 1000, percent: 45, schemaName: 'projection_matches_v3_b', version: 3, message: null, requestedAt: '2026-01-01T00:00:00Z', finishedAt: null, ...overrides,
});

describe('the projection console view', () => {
  it('groups the builds by projector: serving, rebuilding beside it, failed, and its latest open operation', () => {
    const twin = build({ active: false, schemaName: 'projection_matches_v3_b', state: 'rebuilding' });
    const [matches, members] = projectorCards({
      builds: [build({ name: 'members' }), build({}), twin],
      operations: [rebuild({}), rebuild({ id: '0', status: 'done' })],
    });
    expect(matches).toMatchObject({ name: 'matches', serving: { schemaName: 'projection_matches_v3' }, rebuilding: twin, failed: undefined, operation: { id: '1' }, busy: true });
    expect(members).toMatchObject({ name: 'members', operation: undefined, busy: false });
  });

  it('says how far a rebuild got, then that it switched', () => {
    expect(rebuildText(rebuild({}))).toBe('Building v3 (projection_matches_v3_b) at 45%: 450 of 1,000 events');
    expect(rebuildText(rebuild({ status: 'done', percent: 100 }))).toBe('Switched to v3 (projection_matches_v3_b)');
    expect(rebuildText(rebuild({ status: 'failed', message: 'boom' }))).toBe('Rebuild failed: boom');
    expect(operationText(rebuild({ kind: 'skip', position: '42', status: 'done', message: 'passed' }))).toBe('Skip of the event at 42 done: passed');
  });

  it('shows lag in events and seconds, marking a capped count', () => {
    expect(lagText(build({ lagEvents: 10000, lagEventsCapped: true, lagSeconds: 3.25 }))).toBe('>10,000 events · 3.3 s');
  });
});
