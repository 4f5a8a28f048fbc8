import { describe, it } from 'vitest';
import { MemberBlocked, MemberReported, newEvent } from '@sankofa/events';
import { specificationFor, testContext } from '../testing/decider-specification.ts';
import { blockerDecider, reportDecider, type FileReport } from './decide.ts';

describe('blocking a member', () => {
  const given = specificationFor(blockerDecider);
  const registered = { type: 'MemberRegistered', data: { memberId: 'ama' } } as Parameters<typeof given>[0][number];
  const block = (blockedMemberId: string, blockedMemberExists = true) => ({ type: 'BlockMember' as const, data: { memberId: 'ama', blockedMemberId, blockedMemberExists } });

  it("records the block on the blocker's stream, once", () => {
    given([registered]).when(block('kofi')).then([{ type: 'MemberBlocked', data: { memberId: 'ama', blockedMemberId: 'kofi' } }]);
    given([registered, newEvent(MemberBlocked, { memberId: 'ama', blockedMemberId: 'kofi' }, testContext)]).when(block('kofi')).then([]);
  });

  it('refuses blocking oneself or a member who does not exist', () => {
    given([registered]).when(block('ama')).thenThrows({ code: 'cannot_block_self' });
    given([registered]).when(block('ghost', false)).thenThrows({ code: 'member_not_found' });
  });
});

describe('reporting a member', () => {
  const given = specificationFor(reportDecider);
  const report = (data: Partial<FileReport['data']> = {}): FileReport => ({
    type: 'FileReport',
    data: { reportId: 'r1', reporterId: 'ama', reportedMemberId: 'kofi', reason: 'harassment', description: 'Rude', attachConversation: false, reportedMemberExists: true, ...data },
  });
  const reported = { reportId: 'r1', reporterId: 'ama', reportedMemberId: 'kofi', reason: 'harassment' as const, description: 'Rude', attachConversation: false };

  it('files a report once', () => {
    given([]).when(report()).then([{ type: 'MemberReported', data: reported }]);
    given([newEvent(MemberReported, reported, testContext)]).when(report()).then([]);
  });

  it('refuses reporting oneself or a member who does not exist', () => {
    given([]).when(report({ reportedMemberId: 'ama' })).thenThrows({ code: 'cannot_report_self' });
    given([]).when(report({ reportedMemberExists: false })).thenThrows({ code: 'member_not_found' });
  });
});
