import Router from '@koa/router';
import { v7 as uuidv7 } from 'uuid';
import type { Messaging } from '@sankofa/adapters/messaging';
import { answerDateCheckIn, shareDate, stopSharingDate, type CommandReply } from '@sankofa/contracts';
import { dateShareStream, reportStream, sharedDateTokenHash, type EventContext, type EventStore } from '@sankofa/events';
import { mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { commandContextOf, systemClock, type Clock } from '../auth/dependencies.ts';
import { readChatMember } from '../chat/chat-member.ts';
import { pathId } from '../chat/input.ts';
import { DomainError } from '../domain-error.ts';
import { handleCommand } from '../handle-command.ts';
import { handleCommands, type KeptStream } from '../handle-commands.ts';
import { rateLimit } from '../rate-limits/index.ts';
import { respondWithPosition } from '../respond.ts';
import { reportDecider } from '../safety/decide.ts';
import { createStreamStates } from '../stream-states.ts';
import { sendHelpAlert, sendShareLink } from './contact-messages.ts';
import { readDateFacts } from './date-facts.ts';
import type { DateShare } from './date-share.ts';
import { dateShareDecider, type AnswerCheckIn } from './decide.ts';
import { newLinkToken } from './link-token.ts';

export interface DateSafetyRouterDependencies {
  store: EventStore;
  tokens: AccessTokens;
  messaging: Pick<Messaging, 'sms' | 'email'>;
  /** The web app's origin: the link opens its shared-date screen. */
  publicAppUrl: string;
  /** The system clock unless a test holds it at an instant. */
  clock?: Clock;
}

const notFound = 'This shared date does not exist';
const dateNotFound = 'This date does not exist';
const firstNameOf = async (store: EventStore, memberId: string) => (await readChatMember(store, memberId))?.firstName ?? '';

/** 'I need help': her answer and the report against her match, in one append (both or neither). */
const answerWithReport = async (store: EventStore, shareId: string, command: AnswerCheckIn, context: EventContext) => {
  type Streams = { share: DateShare; report: { filed: boolean } };
  const { reportId, memberId } = command.data;
  const streams: { [Name in keyof Streams]: KeptStream<Streams[Name]> } = {
    share: { stream: dateShareStream(shareId), fold: dateShareDecider, states: createStreamStates(1) },
    report: { stream: reportStream(reportId), fold: reportDecider, states: createStreamStates(1) },
  };
  return handleCommands<Streams>(store, streams, ({ share, report }) => {
    const answered = dateShareDecider.decide(command, share.state, context);
    if (answered.length === 0 || share.state.status === 'none' || command.data.answer !== 'need_help') return [{ stream: streams.share.stream, events: answered }];
    const data = {
      reportId,
      reporterId: memberId,
      reportedMemberId: share.state.share.matchMemberId,
      reason: 'other' as const,
      description: 'Asked for help in the check-in after a date she shared with a trusted contact (safety).',
      attachConversation: false,
      reportedMemberExists: true,
    };
    return [
      { stream: streams.share.stream, events: answered },
      { stream: streams.report.stream, events: reportDecider.decide({ type: 'FileReport', data }, report.state, context) },
    ];
  });
};

/** 'Share my date', stop sharing, and the check-in after the date: each only by the member who shared. */
export const dateSafetyRouter = ({ store, tokens, messaging, publicAppUrl, clock = systemClock }: DateSafetyRouterDependencies): Router => {
  const router = new Router();

  mount(router, shareDate, requireMember(tokens), rateLimit('dateShares'), async (ctx, { body }) => {
    const { memberId } = principalOf(ctx);
    const context = commandContextOf(ctx, clock);
    const reference =
      body.date.kind === 'virtual_date'
        ? { ...body.date, id: pathId(body.date.id, dateNotFound, 'date_not_found') }
        : { ...body.date, eventId: pathId(body.date.eventId, dateNotFound, 'date_not_found'), inviteId: pathId(body.date.inviteId, dateNotFound, 'date_not_found') };
    const date = await readDateFacts(store, reference, context.now);
    const contact = { name: body.contactName, phone: body.contactPhone ?? null, email: body.contactPhone ? null : (body.contactEmail ?? null) };
    const token = newLinkToken();
    const shareId = uuidv7();
    const data = { shareId, memberId, date, contact, tokenHash: sharedDateTokenHash(token), now: context.now };
    const result = await handleCommand({ store, stream: dateShareStream(shareId), decider: dateShareDecider, command: { type: 'ShareDate', data }, context });
    if (result.state.status === 'none') throw new DomainError('date_not_found', dateNotFound);
    const { expiresAt } = result.state.share;
    await sendShareLink(messaging, contact, await firstNameOf(store, memberId), `${publicAppUrl}/shared-date/${token}`, expiresAt);
    respondWithPosition(ctx, 201, { share: { id: shareId, expiresAt } } satisfies CommandReply<typeof shareDate>, result.position);
  });

  mount(router, stopSharingDate, requireMember(tokens), async (ctx, { params }) => {
    const shareId = pathId(params.id, notFound, 'date_share_not_found');
    const command = { type: 'StopSharing' as const, data: { memberId: principalOf(ctx).memberId } };
    const result = await handleCommand({ store, stream: dateShareStream(shareId), decider: dateShareDecider, command, context: commandContextOf(ctx, clock) });
    respondWithPosition(ctx, 200, { stopped: true } satisfies CommandReply<typeof stopSharingDate>, result.position);
  });

  mount(router, answerDateCheckIn, requireMember(tokens), async (ctx, { params, body: { answer } }) => {
    const shareId = pathId(params.id, notFound, 'date_share_not_found');
    const { memberId } = principalOf(ctx);
    const command: AnswerCheckIn = { type: 'AnswerCheckIn', data: { memberId, answer, reportId: uuidv7() } };
    const result = await answerWithReport(store, shareId, command, commandContextOf(ctx, clock));
    const answered = result.appended.find((event) => event.type === 'DateCheckInAnswered');
    const { state } = result.folded.share;
    if (state.status === 'none') throw new DomainError('date_share_not_found', notFound);
    // Only the answer that filed the report alerts: a repeated 'I need help' records and sends nothing more.
    if (answered && answer === 'need_help') {
      const { share } = state;
      const contact = { name: share.contactName, phone: share.contactPhone, email: share.contactEmail };
      const details = { startsAt: share.startsAt, place: share.place, matchFirstName: await firstNameOf(store, share.matchMemberId) };
      await sendHelpAlert(messaging, contact, await firstNameOf(store, memberId), details);
    }
    respondWithPosition(ctx, 200, { answer, reportId: state.reportId } satisfies CommandReply<typeof answerDateCheckIn>, result.position);
  });

  return router;
};
