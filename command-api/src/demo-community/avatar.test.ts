import { describe, expect, it } from 'vitest';
import { renderAvatar } from './avatar.ts';

const avatar = (variant = 0, memberId = '01941f29-7fe8-7391-8dfb-badde46a8185', initials = 'AO') => renderAvatar({ memberId, initials, variant });

describe('generated avatars', () => {
  it('are the same SVG for the same member and variant', () => {
    expect(avatar()).toBe(avatar());
    expect(avatar(1)).not.toBe(avatar(0));
    expect(avatar(0, 'another-member')).not.toBe(avatar(0));
  });

  it('draw the initials in a large serif over a kente pattern and a warm gradient', () => {
    const svg = avatar();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 600 800"/);
    expect(svg).toMatch(/<text [^>]*font-family="Georgia, 'Times New Roman', serif" font-size="104"[^>]*>AO<\/text>/);
    expect(svg).toContain('<pattern id="kente"');
    expect(svg).toContain('<linearGradient id="background"');
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('keep one person across variants: the same skin tone', () => {
    const skin = (svg: string) => /<ellipse [^>]*fill="(#[0-9a-f]{6})"/.exec(svg)?.[1];
    expect(skin(avatar(0))).toBeDefined();
    expect(skin(avatar(1))).toBe(skin(avatar(0)));
    expect(skin(avatar(2))).toBe(skin(avatar(0)));
  });

  it('fetch nothing, run nothing and escape what they print', () => {
    const svg = avatar(0, 'x', '<&');
    expect(svg).toContain('>&#60;&#38;</text>');
    expect(svg).not.toMatch(/<script|<image|href=|on\w+=/i);
    expect(svg.match(/https?:\/\//g)).toEqual(['http://']);
  });
});
