import { seededRandom, type Random } from './seeded-random.ts';

const BACKGROUNDS = [
  ['#f4a259', '#bc4b51'],
  ['#e9c46a', '#e76f51'],
  ['#f6bd60', '#84a59d'],
  ['#d4a373', '#7f5539'],
  ['#ffb703', '#fb8500'],
  ['#e07a5f', '#3d405b'],
  ['#f2cc8f', '#81b29a'],
  ['#eab464', '#a7754d'],
] as const;
const KENTE_COLOURS = ['#f2b705', '#1b7f3b', '#c1272d', '#1a1a1a', '#e76f00', '#1f4e8c'] as const;
const SKIN_TONES = ['#3b2219', '#4a2c20', '#5c3a28', '#6b4430', '#7a4e36', '#8d5b3e', '#a0694a'] as const;
const HAIR_COLOURS = ['#120b08', '#1d130e', '#2b1a12'] as const;
const HAIR_STYLES = ['afro', 'wrap', 'short', 'locs'] as const;

export interface AvatarOptions {
  /** Seeds everything: the same member always gets the same portraits. */
  memberId: string;
  initials: string;
  /** 0, 1, 2…: the same person drawn against another background, cloth and band. */
  variant: number;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** An 80×80 tile of stripe blocks turning a quarter each time, the way kente strips are woven. */
const kentePattern = (id: string, random: Random) => {
  const [a, b, c, d] = random.sample(KENTE_COLOURS, 4) as [string, string, string, string];
  const vertical = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="40" height="40" fill="${a}"/><rect x="${x + 8}" y="${y}" width="6" height="40" fill="${b}"/>` +
    `<rect x="${x + 18}" y="${y}" width="4" height="40" fill="${c}"/><rect x="${x + 26}" y="${y}" width="6" height="40" fill="${b}"/>`;
  const horizontal = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="40" height="40" fill="${d}"/><rect x="${x}" y="${y + 6}" width="40" height="8" fill="${a}"/>` +
    `<rect x="${x}" y="${y + 18}" width="40" height="4" fill="${c}"/><rect x="${x}" y="${y + 26}" width="40" height="8" fill="${a}"/>`;
  return (
    `<pattern id="${id}" width="80" height="80" patternUnits="userSpaceOnUse" patternTransform="scale(1.4)">` +
    `${vertical(0, 0)}${horizontal(40, 0)}${horizontal(0, 40)}${vertical(40, 40)}</pattern>`
  );
};

const hair = (style: (typeof HAIR_STYLES)[number], colour: string, wrapFill: string) => {
  switch (style) {
    case 'afro':
      return { behind: `<circle cx="300" cy="345" r="165" fill="${colour}"/>`, over: '' };
    case 'locs':
      return {
        behind: `<path d="M170 360 Q170 200 300 200 Q430 200 430 360 L445 560 Q400 585 380 520 L300 300 L220 520 Q200 585 155 560 Z" fill="${colour}"/>`,
        over: '',
      };
    case 'wrap':
      return { behind: '', over: `<path d="M185 345 Q160 200 300 185 Q450 175 430 330 Q420 250 300 262 Q200 268 185 345 Z" fill="${wrapFill}"/>` };
    case 'short':
      return { behind: '', over: `<path d="M196 360 Q190 250 300 248 Q410 250 404 360 Q395 290 300 288 Q205 290 196 360 Z" fill="${colour}"/>` };
  }
};

const band = (variant: number) => {
  switch (variant % 3) {
    case 0:
      return '<rect x="0" y="640" width="600" height="160" fill="url(#kente)"/>';
    case 1:
      return '<rect x="-100" y="600" width="800" height="130" fill="url(#kente)" transform="rotate(-10 300 665)"/>';
    default:
      return '<rect x="0" y="0" width="84" height="800" fill="url(#kente)"/><rect x="0" y="760" width="600" height="40" fill="url(#kente)"/>';
  }
};

/** A portrait-like SVG: warm gradient, kente cloth, a figure and the member's initials in a large serif. Local only, nothing fetched. */
export const renderAvatar = ({ memberId, initials, variant }: AvatarOptions): string => {
  const person = seededRandom(`avatar:${memberId}`);
  const skin = person.pick(SKIN_TONES);
  const hairColour = person.pick(HAIR_COLOURS);
  const hairStyle = person.pick(HAIR_STYLES);
  const scene = seededRandom(`avatar:${memberId}:${variant}`);
  const [from, to] = scene.pick(BACKGROUNDS);
  const clothing = scene.chance(0.5) ? 'url(#kente)' : scene.pick(KENTE_COLOURS);
  const { behind, over } = hair(hairStyle, hairColour, 'url(#kente)');
  const tilt = scene.int(-4, 4);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800" width="600" height="800">',
    '<defs>',
    `<linearGradient id="background" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    kentePattern('kente', scene),
    '</defs>',
    '<rect width="600" height="800" fill="url(#background)"/>',
    band(variant),
    `<g transform="translate(300 800) scale(1.2) translate(-300 -800) rotate(${tilt} 300 560)">`,
    behind,
    `<path d="M80 800 C80 640 180 572 300 572 C420 572 520 640 520 800 Z" fill="${clothing}"/>`,
    `<rect x="262" y="470" width="76" height="120" rx="30" fill="${skin}"/>`,
    `<ellipse cx="300" cy="385" rx="105" ry="128" fill="${skin}"/>`,
    over,
    '</g>',
    '<rect x="150" y="648" width="300" height="124" rx="26" fill="#1a0f0a" fill-opacity="0.78"/>',
    `<text x="300" y="745" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="104" font-weight="700" letter-spacing="8" fill="#f6e7c1">${escapeXml(initials)}</text>`,
    '</svg>',
  ].join('');
};
