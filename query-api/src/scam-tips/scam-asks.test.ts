import { describe, expect, it } from 'vitest';
import labelled from './labelled-messages.json' with { type: 'json' };
import { scamAsksIn } from './scam-asks.ts';

/** Bounds on the labelled set: a tip is cheap to dismiss, a missed scam is not, but a tip on every message would teach members to ignore it. */
const MAX_MISS_RATE = 0.1;
const MAX_FALSE_ALARM_RATE = 0.02;

describe('scam asks', () => {
  it('flags scam asks and leaves ordinary conversation alone, in English, French, Portuguese and Swahili', () => {
    const missed = labelled.scam.filter(({ text }) => scamAsksIn(text).length === 0);
    const falseAlarms = labelled.ordinary.filter(({ text }) => scamAsksIn(text).length > 0);
    const missRate = missed.length / labelled.scam.length;
    const falseAlarmRate = falseAlarms.length / labelled.ordinary.length;
    // The rates are the point of the labelled set: printed on every run, as the issue asks.
    console.warn(
      `scam asks: ${(missRate * 100).toFixed(1)}% missed (${missed.length}/${labelled.scam.length}), ` +
        `${(falseAlarmRate * 100).toFixed(1)}% false alarms (${falseAlarms.length}/${labelled.ordinary.length})`,
      [...missed, ...falseAlarms].map(({ text }) => text),
    );
    expect(missRate).toBeLessThanOrEqual(MAX_MISS_RATE);
    expect(falseAlarmRate).toBeLessThanOrEqual(MAX_FALSE_ALARM_RATE);
  });

  it('names what a message asks for, whatever its accents and case', () => {
    expect(scamAsksIn('PRÊTE-MOI de l’argent')).toEqual(['money']);
    expect(scamAsksIn('Add me on WhatsApp and buy a gift card')).toEqual(['gift_cards', 'off_platform']);
    expect(scamAsksIn('write to ama@example.com')).toEqual(['contact_details']);
    expect(scamAsksIn('Shall we split the bill?')).toEqual([]);
  });
});
