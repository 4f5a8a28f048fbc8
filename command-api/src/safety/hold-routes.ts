import Router from '@koa/router';
import { releaseHold, suspendHeldAccount, type CommandReply } from '@sankofa/contracts';
import { memberStream, type EventStore } from '@sankofa/events';
import { mount, principalOf, requireAdmin, requireMember, type AccessTokens, type SessionRevocations } from '@sankofa/server-kit';
import { banIdentities, identitiesOf } from '../account-deletion/identity-bans.ts';
import { applyRevocations } from '../auth/sessions.ts';
import { pathId } from '../chat/input.ts';
import { DomainError } from '../domain-error.ts';
import { eventContextOf } from '../event-context.ts';
import { handleCommand } from '../handle-command.ts';
import { standingDecider } from '../moderation/index.ts';
import { respondWithPosition } from '../respond.ts';
import { readFolded } from '../stream-states.ts';
import { holdDecider } from './account-hold.ts';

interface HoldDependencies {
  store: EventStore;
  tokens: AccessTokens;
  revocations?: SessionRevocations;
  identityBanKey: string;
}

/** What the suspended member is told. */
export const HELD_ACCOUNT_SUSPENDED = 'Suspended after a review of suspicious activity';

/** Admin-only: the two ends of a hold for review, a release or a suspension. Each names its admin. */
export const holdsRouter = (deps: HoldDependencies): Router => {
  const { store, tokens } = deps;
  const router = new Router();
  const heldMember = (id: string) => pathId(id, 'Member not found', 'member_not_found');

  mount(router, releaseHold, requireMember(tokens), requireAdmin(), async (ctx, { params }) => {
    const { memberId: adminId } = principalOf(ctx);
    const memberId = heldMember(params.id);
    const command = { type: 'ReleaseHold' as const, data: { memberId, adminId } };
    const released = await handleCommand({ store, stream: memberStream(memberId), decider: holdDecider, command, context: eventContextOf(ctx) });
    respondWithPosition(ctx, 200, {} satisfies CommandReply<typeof releaseHold>, released.position);
  });

  mount(router, suspendHeldAccount, requireMember(tokens), requireAdmin(), async (ctx, { params }) => {
    const { memberId: adminId } = principalOf(ctx);
    const memberId = heldMember(params.id);
    const { state: hold } = await readFolded(store, memberStream(memberId), holdDecider);
    if (!hold.registered) throw new DomainError('member_not_found', 'Member not found');
    if (!hold.held) throw new DomainError('account_not_held', 'This account is not held for review');
    const command = { type: 'SuspendMember' as const, data: { memberId, reason: HELD_ACCOUNT_SUSPENDED, reportId: null, adminId } };
    const suspended = await handleCommand({ store, stream: memberStream(memberId), decider: standingDecider, command, context: eventContextOf(ctx) });
    applyRevocations(deps, suspended.events);
    await banIdentities(store, deps.identityBanKey, await identitiesOf(store, memberId), eventContextOf(ctx));
    respondWithPosition(ctx, 200, {} satisfies CommandReply<typeof suspendHeldAccount>, suspended.position);
  });
  return router;
};
