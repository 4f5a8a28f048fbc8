import { memberStream, type EventContext, type EventStore } from '@sankofa/events';
import { handleCommand } from '../handle-command.ts';
import { readFolded } from '../stream-states.ts';
import { memberDecider, type MemberCommand } from './decide.ts';
import type { Member } from './member.ts';

/** Decides a command on `member-<id>` and appends what it decided. */
export const handleMemberCommand = (store: EventStore, command: MemberCommand, context: EventContext) =>
  handleCommand({ store, stream: memberStream(command.data.memberId), decider: memberDecider, command, context });

/** The member as its decisions see it, for a check that must come before costly work (storing an upload). */
export const readMember = async (store: EventStore, memberId: string): Promise<Member> =>
  (await readFolded(store, memberStream(memberId), memberDecider)).state;
