import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assessMessage } from './detect.ts';

interface LabelledMessage {
  language: 'en' | 'fr' | 'pt' | 'sw';
  offensive: boolean;
  text: string;
}

const labelled = JSON.parse(readFileSync(new URL('./labelled-messages.json', import.meta.url), 'utf8')) as LabelledMessage[];
const percent = (part: number, whole: number) => Math.round((1000 * part) / whole) / 10;

describe('the message detector, measured on the labelled set', () => {
  it('misses at most 10% of offensive messages and flags at most 2% of ordinary ones', () => {
    const offensive = labelled.filter((message) => message.offensive);
    const ordinary = labelled.filter((message) => !message.offensive);
    const missed = offensive.filter((message) => !assessMessage(message.text).flagged);
    const falseAlarms = ordinary.filter((message) => assessMessage(message.text).flagged);
    const missRate = percent(missed.length, offensive.length);
    const falseAlarmRate = percent(falseAlarms.length, ordinary.length);
    console.warn(`message detector: ${missRate}% of ${offensive.length} offensive messages missed, ${falseAlarmRate}% of ${ordinary.length} ordinary messages flagged`);
    for (const language of ['en', 'fr', 'pt', 'sw'] as const) {
      const ofLanguage = labelled.filter((message) => message.language === language);
      expect(ofLanguage.filter((message) => message.offensive).length, language).toBeGreaterThanOrEqual(30);
      expect(ofLanguage.filter((message) => !message.offensive).length, language).toBeGreaterThanOrEqual(30);
    }
    expect(missRate, `missed: ${missed.map((message) => message.text).join(' | ')}`).toBeLessThanOrEqual(10);
    expect(falseAlarmRate, `flagged: ${falseAlarms.map((message) => message.text).join(' | ')}`).toBeLessThanOrEqual(2);
  });
});

describe('the message detector', () => {
  it('sees through case, accents, leetspeak, stretched letters and spelled-out words', () => {
    for (const text of ['BITCH', 'b1tch', 'B!TCH', 'biiiiitch', 'b i t c h', 'b.i.t.c.h', 'Pétasse', 'p3tasse', '@ssh0le']) expect(assessMessage(text).flagged, text).toBe(true);
  });

  it('names what it found', () => {
    expect(assessMessage('send nudes').categories).toEqual(['sexual']);
    expect(assessMessage('je vais te tuer').categories).toEqual(['threat']);
    expect(assessMessage('wewe ni mjinga').categories).toEqual(['insult']);
  });

  it('leaves words that merely contain a listed one alone', () => {
    for (const text of ['assessment', 'Sussex', 'cocktail', 'Scunthorpe', 'class', 'passion', 'therapist', 'grape', 'cockpit']) expect(assessMessage(text).flagged, text).toBe(false);
  });
});
