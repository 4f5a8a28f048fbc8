import { describe, expect, it } from 'vitest';
import { openingLine, replyLine, type Writer } from './chat-lines.ts';
import { generateDemoMembers } from './generate-members.ts';
import { heritageNamed } from './heritage.ts';
import { seededRandom } from './seeded-random.ts';

const reader = { firstName: 'Amara', heritage: 'Nigerian', currentCity: 'London' };
const writers: Writer[] = generateDemoMembers(60);

describe('the community’s chat lines', () => {
  it('open with hello in a language the writer lists, or in English, and a question', () => {
    for (const [index, writer] of writers.entries()) {
      const line = openingLine(seededRandom(`opening-${index}`), writer, reader);
      const glossed = line.match(/that’s hello in (\w+)\)/);
      if (glossed) expect(writer.languages).toContain(glossed[1]);
      else expect(line).toMatch(/^Hey Amara!/);
      expect(line).toContain('Amara');
      expect(line).toMatch(/\?/);
    }
  });

  it('vary, and now and then come in another language the writer speaks', () => {
    const lines = writers.flatMap((writer, index) => Array.from({ length: 5 }, (_, turn) => replyLine(seededRandom(`reply-${index}-${turn}`), writer, reader)));
    expect(new Set(lines).size).toBeGreaterThan(lines.length * 0.6);
    const foreign = lines.filter((line) => /[àâçéèêëîïôûùüÿñ¿¡]|ء|Habari|Nimefurahi/.test(line));
    expect(foreign.length).toBeGreaterThan(0);
    expect(foreign.length).toBeLessThan(lines.length / 2);
  });

  it('draw on the writer’s heritage: its foods and music', () => {
    const lines = writers.flatMap((writer, index) => Array.from({ length: 10 }, (_, turn) => replyLine(seededRandom(`taste-${index}-${turn}`), writer, reader, 0)));
    expect(lines.some((line) => /jollof|waakye|injera|thieboudienne|ndolé|rumba|amapiano|pilau|nyama choma|suya|highlife|Afrobeats/i.test(line))).toBe(true);
  });

  it('answer a question first, about what it asked', () => {
    for (const [index, writer] of writers.entries()) {
      const tastes = heritageNamed(writer.heritage).tastes;
      const aboutMusic = replyLine(seededRandom(`music-${index}`), writer, reader, 0, 'What is on repeat for you?');
      expect(tastes.some((taste) => aboutMusic.toLowerCase().startsWith(taste.toLowerCase()))).toBe(true);
      const aboutHome = replyLine(seededRandom(`home-${index}`), writer, reader, 0, 'Where is your family from?');
      expect(aboutHome).toContain(`My family is from ${heritageNamed(writer.heritage).country}`);
    }
  });
});
