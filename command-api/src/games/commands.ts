import type { z } from 'zod';
import type { gameAction } from '@sankofa/contracts';
import type { GameCommand } from './decide.ts';

type ParsedAction = z.output<typeof gameAction.body>;

/** The spec's `action` and `data` as the game decider's command, for the token's member at `now`. */
export const commandOfAction = (body: ParsedAction, memberId: string, now: string): GameCommand => {
  switch (body.action) {
    case 'guess':
      return { type: 'Guess', data: { memberId, guess: body.data, now } };
    case 'tell':
      return 'statements' in body.data
        ? { type: 'TellStatements', data: { memberId, statements: body.data.statements, lieIndex: body.data.lieIndex } }
        : { type: 'TellEmojiStory', data: { memberId, emojis: body.data.emojis, answer: body.data.answer, theme: body.data.theme } };
    case 'clue':
      return { type: 'RevealClue', data: { memberId } };
    case 'reveal':
      return { type: 'RevealAnswer', data: { memberId, now } };
    case 'next':
      return { type: 'NextRound', data: { memberId, round: body.data?.round, now } };
  }
};
