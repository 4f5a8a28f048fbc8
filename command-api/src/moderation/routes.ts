import Router from '@koa/router';
import { dismissReport, liftSuspension, upholdReport, type CommandReply } from '@sankofa/contracts';
import { memberStream, reportStream, type EventStore } from '@sankofa/events';
import { ForbiddenError, mount, principalOf, requireMember, type AccessTokens, type SessionRevocations } from '@sankofa/server-kit';
import type { Context, Next } from 'koa';
import { banIdentities, identitiesOf, liftIdentityBans } from '../account-deletion/identity-bans.ts';
import { applyRevocations } from '../auth/sessions.ts';
import { latestPosition } from '../chat/close-match.ts';
import { pathId } from '../chat/input.ts';
import { eventContextOf } from '../event-context.ts';
import { handleCommand } from '../handle-command.ts';
import { respondWithPosition } from '../respond.ts';
import { reportDecisionDecider, type ModerationAction, type ReportCase } from './report-decision.ts';
import { standingDecider, type StandingCommand } from './member-standing.ts';

interface ModerationDependencies {
  store: EventStore;
  tokens: AccessTokens;
  /** The process that suspends refuses the member's tokens at once, before its subscription to the log brings the event back. */
  revocations?: SessionRevocations;
  /** IDENTITY_BAN_KEY: a suspension for abuse keeps her e-mail, phone and photos out of new accounts, as keyed hashes. */
  identityBanKey: string;
}

const requireAdmin = async (ctx: Context, next: Next) => {
  if (principalOf(ctx).role !== 'admin') throw new ForbiddenError('Only administrators can moderate');
  return next();
};

const REASON_LABELS: Record<Extract<ReportCase, { reason: string }>['reason'], string> = {
  fake_profile: 'a fake profile',
  harassment: 'harassment',
  inappropriate_content: 'inappropriate content',
  spam: 'spam or scams',
  underage: 'being underage',
  other: 'breaking the community guidelines',
};

/** What the member is told: the moderator's note, or else what the upheld report was about. */
const reasonForMember = (report: ReportCase, note: string): string =>
  note !== '' ? note : report.status === 'unknown' ? 'Community guidelines' : `A report for ${REASON_LABELS[report.reason]} was upheld`;

const standingCommandFor = (action: ModerationAction, data: { memberId: string; reason: string; reportId: string; adminId: string }): StandingCommand | null =>
  action === 'warn' ? { type: 'WarnMember', data } : action === 'suspend' ? { type: 'SuspendMember', data } : null;

/** Admin-only: uphold (with a warning, a suspension or neither) or dismiss a report, and lift a suspension. Every decision names its admin. */
export const moderationRouter = (deps: ModerationDependencies): Router => {
  const { store, tokens } = deps;
  const router = new Router();
  const decideStanding = (ctx: Context, command: StandingCommand) =>
    handleCommand({ store, stream: memberStream(command.data.memberId), decider: standingDecider, command, context: eventContextOf(ctx) });

  mount(router, upholdReport, requireMember(tokens), requireAdmin, async (ctx, { params, body: { action, note } }) => {
    const { memberId: adminId } = principalOf(ctx);
    const reportId = pathId(params.id, 'Report not found', 'report_not_found');
    const command = { type: 'UpholdReport' as const, data: { reportId, adminId, action, note } };
    const upheld = await handleCommand({ store, stream: reportStream(reportId), decider: reportDecisionDecider, command, context: eventContextOf(ctx) });
    const report = upheld.state;
    if (report.status === 'unknown') throw new Error(`Report ${reportId} was upheld without being filed`);
    // A retried request finds the report upheld already and still makes sure the member's side is recorded (the standing decider records it once).
    const standingCommand = standingCommandFor(action, { memberId: report.reportedMemberId, reason: reasonForMember(report, note), reportId, adminId });
    const standing = standingCommand ? await decideStanding(ctx, standingCommand) : null;
    if (standing) applyRevocations(deps, standing.events);
    if (action === 'suspend') await banIdentities(store, deps.identityBanKey, await identitiesOf(store, report.reportedMemberId), eventContextOf(ctx));
    const reply = { reportId, status: 'upheld', action } satisfies CommandReply<typeof upholdReport>;
    respondWithPosition(ctx, 200, reply, latestPosition(upheld.position, standing?.position ?? null));
  });

  mount(router, dismissReport, requireMember(tokens), requireAdmin, async (ctx, { params, body: { note } }) => {
    const { memberId: adminId } = principalOf(ctx);
    const reportId = pathId(params.id, 'Report not found', 'report_not_found');
    const command = { type: 'DismissReport' as const, data: { reportId, adminId, note } };
    const dismissed = await handleCommand({ store, stream: reportStream(reportId), decider: reportDecisionDecider, command, context: eventContextOf(ctx) });
    respondWithPosition(ctx, 200, { reportId, status: 'dismissed' } satisfies CommandReply<typeof dismissReport>, dismissed.position);
  });

  mount(router, liftSuspension, requireMember(tokens), requireAdmin, async (ctx, { params }) => {
    const { memberId: adminId } = principalOf(ctx);
    const memberId = pathId(params.id, 'Member not found', 'member_not_found');
    const lifted = await decideStanding(ctx, { type: 'LiftSuspension', data: { memberId, adminId } });
    applyRevocations(deps, lifted.events);
    await liftIdentityBans(store, deps.identityBanKey, await identitiesOf(store, memberId), eventContextOf(ctx));
    respondWithPosition(ctx, 200, {} satisfies CommandReply<typeof liftSuspension>, lifted.position);
  });
  return router;
};
