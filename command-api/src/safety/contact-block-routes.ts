import Router from '@koa/router';
import { blockContacts, clearContactBlocks, type CommandReply } from '@sankofa/contracts';
import { memberStream, type EventStore } from '@sankofa/events';
import { mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { eventContextOf } from '../event-context.ts';
import { handleCommand } from '../handle-command.ts';
import { phoneHashOf } from '../members/phone-reservation.ts';
import { respondWithPosition } from '../respond.ts';
import { contactBlocksDecider, type ContactBlockCommand } from './contact-blocks.ts';

interface ContactBlockDependencies {
  store: EventStore;
  tokens: AccessTokens;
  /** IDENTITY_BAN_KEY: a number is hashed as its reservation stream is named, so its holder is found by stream. */
  identityBanKey: string;
}

/** POST /api/contact-blocks (numbers hashed here, before anything is recorded or logged) and DELETE /api/contact-blocks, by the token's member. */
export const contactBlocksRouter = ({ store, tokens, identityBanKey }: ContactBlockDependencies): Router => {
  const router = new Router();
  const decideBlocks = (memberId: string, command: ContactBlockCommand, ctx: Parameters<typeof eventContextOf>[0]) =>
    handleCommand({ store, stream: memberStream(memberId), decider: contactBlocksDecider, command, context: eventContextOf(ctx) });

  mount(router, blockContacts, requireMember(tokens), async (ctx, { body: { phoneNumbers } }) => {
    const { memberId } = principalOf(ctx);
    const phoneHashes = phoneNumbers.map((phone) => phoneHashOf(identityBanKey, phone));
    const result = await decideBlocks(memberId, { type: 'BlockContactNumbers', data: { memberId, phoneHashes } }, ctx);
    respondWithPosition(ctx, 200, { count: result.state.phoneHashes.size } satisfies CommandReply<typeof blockContacts>, result.position);
  });

  mount(router, clearContactBlocks, requireMember(tokens), async (ctx) => {
    const { memberId } = principalOf(ctx);
    const result = await decideBlocks(memberId, { type: 'ClearContactBlocks', data: { memberId } }, ctx);
    respondWithPosition(ctx, 200, {} satisfies CommandReply<typeof clearContactBlocks>, result.position);
  });
  return router;
};
