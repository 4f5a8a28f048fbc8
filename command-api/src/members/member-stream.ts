import { catalog, memberStream, type EventContext, type EventStore } from '@sankofa/events';
import { handleCommand } from '../handle-command.ts';
import { memberDecider, type MemberCommand } from './decide.ts';
import type { Member, MemberStreamEvent } from './member.ts';

/** Decides a command on `member-<id>` and appends what it decided. */
export const handleMemberCommand = (store: EventStore, command: MemberCommand, context: EventContext) =>
  handleCommand({ store, stream: memberStream(command.data.memberId), decider: memberDecider, command, context, catalog });

/** The member as its decisions see it, for a check that must come before costly work (storing an upload). */
export const readMember = async (store: EventStore, memberId: string): Promise<Member> => {
  let member = memberDecider.initialState;
  for await (const event of store.readStream(memberStream(memberId))) {
    member = memberDecider.evolve(member, catalog.parse(event) as MemberStreamEvent);
  }
  return member;
};
