import { MatchOpened, causedBy, likeQuotaStream, matchStream, newEvent, pairStream, passportStream, type EventContext } from '@sankofa/events';
import type { StreamShare } from '../handle-commands.ts';
import type { FoldedStream } from '../stream-states.ts';
import { passportsDecider, type Passports } from '../love-passport/decide.ts';
import { pairDecider, type Swipe } from './decide.ts';
import { dailyLikesDecider, utcDay, type DailyLikes } from './like-quota.ts';
import type { Pair } from './pair.ts';

/** The streams a swipe decides on, as last seen or read. */
export interface SwipeStreams {
  pair: Pair;
  dailyLikes: DailyLikes;
  passports: Passports;
}

export type SwipeCommand = Swipe & { data: Swipe['data'] & { passportId?: string | undefined; now: string } };

/**
 * Everything one swipe decides, stream by stream, in the order the log has always shown it: the
 * passport's count (for a swipe the pair records in a passport), the day's like (a free member's
 * like the pair records), the pair's swipe and match, and the match's conversation opened. Pure
 * composition of the streams' deciders: a refusal by any of them refuses the whole swipe.
 */
export const decideSwipe = (command: SwipeCommand, folded: { [Name in keyof SwipeStreams]: FoldedStream<SwipeStreams[Name]> }, context: EventContext): StreamShare[] => {
  const { swiperId, swipedId, passportId, swiperIsPremium, now } = command.data;
  const pair = pairDecider.decide(command, folded.pair.state, context);
  const recorded = pair.find((event) => event.type === 'SwipeRecorded');
  const passport =
    passportId && recorded
      ? passportsDecider.decide({ type: 'CountPassportSwipe', data: { passportId, memberId: swiperId, swipedId, now } }, folded.passports.state, context)
      : [];
  const day = utcDay(new Date(now));
  const dailyLike =
    recorded?.data.isLike && !swiperIsPremium
      ? dailyLikesDecider.decide({ type: 'UseDailyLike', data: { memberId: swiperId, swipedId, day } }, folded.dailyLikes.state, context)
      : [];
  const made = pair.find((event) => event.type === 'MatchMade');
  return [
    { stream: passportStream(swiperId), events: passport },
    { stream: likeQuotaStream(swiperId, day), events: dailyLike },
    { stream: pairStream(swiperId, swipedId), events: pair },
    // A match id names a stream the write side can read (it reads no read model), from the moment the match exists.
    ...(made ? [{ stream: matchStream(made.data.matchId), events: [newEvent(MatchOpened, made.data, causedBy(context, made))] }] : []),
  ];
};
