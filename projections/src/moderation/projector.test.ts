import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberBlocked, MemberReported, MemberSuspended, ReportDismissed, ReportUpheld, SuspensionLifted, memberStream, newEvent, reportStream } from '@sankofa/events';
import { recordEvents, rowsAfterBatches } from '../runtime/testing/projector-rows.ts';
import { openTestLog, type TestLog } from '../runtime/testing/test-log.ts';
import { moderationProjector } from './projector.ts';

const at = (time: string) => ({ actorId: 'test', correlationId: 'test', now: new Date(time) });

const BLOCKS = 'SELECT blocker_id, blocked_id, created_at FROM blocks ORDER BY blocker_id, blocked_id';
const REPORTS = 'SELECT id, reporter_id, reported_member_id, reason, description, status, created_at FROM reports ORDER BY created_at';

describe('moderation projector', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it('records blocks and queues reports as pending, the same however often the events are applied', async () => {
    const events = await recordEvents(log, [
      [memberStream('ama'), newEvent(MemberBlocked, { memberId: 'ama', blockedMemberId: 'kofi' }, at('2025-04-01T09:00:00Z'))],
      [memberStream('esi'), newEvent(MemberBlocked, { memberId: 'esi', blockedMemberId: 'ama' }, at('2025-04-01T09:30:00Z'))],
      [
        reportStream('r1'),
        newEvent(MemberReported, { reportId: 'r1', reporterId: 'ama', reportedMemberId: 'kofi', reason: 'harassment', description: 'Rude messages', attachConversation: true }, at('2025-04-01T10:00:00Z')),
      ],
      [reportStream('r2'), newEvent(MemberReported, { reportId: 'r2', reporterId: 'esi', reportedMemberId: 'kofi', reason: 'spam', description: '', attachConversation: false }, at('2025-04-01T11:00:00Z'))],
    ]);
    const rows = async (batches: (typeof events)[]) => ({
      blocks: await rowsAfterBatches(log, moderationProjector, batches, BLOCKS),
      reports: await rowsAfterBatches(log, moderationProjector, batches, REPORTS),
    });
    const once = await rows([events]);
    expect(once).toEqual({
      blocks: [
        { blocker_id: 'ama', blocked_id: 'kofi', created_at: new Date('2025-04-01T09:00:00Z') },
        { blocker_id: 'esi', blocked_id: 'ama', created_at: new Date('2025-04-01T09:30:00Z') },
      ],
      reports: [
        { id: 'r1', reporter_id: 'ama', reported_member_id: 'kofi', reason: 'harassment', description: 'Rude messages', status: 'pending', created_at: new Date('2025-04-01T10:00:00Z') },
        { id: 'r2', reporter_id: 'esi', reported_member_id: 'kofi', reason: 'spam', description: '', status: 'pending', created_at: new Date('2025-04-01T11:00:00Z') },
      ],
    });
    expect(await rows([events, events])).toEqual(once);
    expect(await rows(events.map((event) => [event]))).toEqual(once);
  });

  it('decides reports once and keeps who is suspended now, however the events are batched', async () => {
    const report = (reportId: string, reportedMemberId: string) =>
      [reportStream(reportId), newEvent(MemberReported, { reportId, reporterId: 'ama', reportedMemberId, reason: 'spam', description: '', attachConversation: false }, at('2025-05-01T09:00:00Z'))] as const;
    const events = await recordEvents(log, [
      report('d1', 'kofi'),
      report('d2', 'yaw'),
      [reportStream('d1'), newEvent(ReportUpheld, { reportId: 'd1', reportedMemberId: 'kofi', decidedBy: 'admin', action: 'suspend', note: 'Spam' }, at('2025-05-01T10:00:00Z'))],
      [memberStream('kofi'), newEvent(MemberSuspended, { memberId: 'kofi', reason: 'Spam', reportId: 'd1', decidedBy: 'admin' }, at('2025-05-01T10:00:00Z'))],
      [reportStream('d2'), newEvent(ReportDismissed, { reportId: 'd2', reportedMemberId: 'yaw', decidedBy: 'admin', note: '' }, at('2025-05-01T10:30:00Z'))],
      [memberStream('yaw'), newEvent(MemberSuspended, { memberId: 'yaw', reason: 'Other', reportId: null, decidedBy: 'admin' }, at('2025-05-01T11:00:00Z'))],
      [memberStream('yaw'), newEvent(SuspensionLifted, { memberId: 'yaw', decidedBy: 'admin' }, at('2025-05-01T12:00:00Z'))],
    ]);
    const DECIDED = "SELECT id, status, decided_by, action, note FROM reports WHERE id IN ('d1', 'd2') ORDER BY id";
    const SUSPENDED = 'SELECT member_id, reason, report_id, suspended_by FROM suspended_members ORDER BY member_id';
    const rows = async (batches: (typeof events)[]) => ({
      reports: await rowsAfterBatches(log, moderationProjector, batches, DECIDED),
      suspended: await rowsAfterBatches(log, moderationProjector, batches, SUSPENDED),
    });
    const once = await rows([events]);
    expect(once).toEqual({
      reports: [
        { id: 'd1', status: 'upheld', decided_by: 'admin', action: 'suspend', note: 'Spam' },
        { id: 'd2', status: 'dismissed', decided_by: 'admin', action: null, note: '' },
      ],
      suspended: [{ member_id: 'kofi', reason: 'Spam', report_id: 'd1', suspended_by: 'admin' }],
    });
    expect(await rows([events, events])).toEqual(once);
    expect(await rows(events.map((event) => [event]))).toEqual(once);
  });
});
