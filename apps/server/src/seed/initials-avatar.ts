import sharp from 'sharp';

/**
 * Letters drawn as strokes on a 60×80 box. Text in SVG would need the machine's fonts (a fresh server may have none,
 * and rarely CJK ones), so the demo avatars carry their own letterforms.
 */
const glyphs: Record<string, string> = {
  A: 'M0 80 L30 0 L60 80 M12 50 L48 50',
  А: 'M0 80 L30 0 L60 80 M12 50 L48 50',
  С: 'M56 14 A30 40 0 1 0 56 66',
  Д: 'M8 66 L20 0 L46 0 L52 66 M0 66 L60 66 M0 66 L0 80 M60 66 L60 80',
  И: 'M6 0 L6 80 L54 0 L54 80',
  J: 'M48 0 L48 56 A20 22 0 0 1 8 58',
  M: 'M4 80 L4 0 L30 50 L56 0 L56 80',
  П: 'M6 80 L6 0 L54 0 L54 80',
  V: 'M2 0 L30 80 L58 0',
  王: 'M6 4 L54 4 M10 40 L50 40 M2 78 L58 78 M30 4 L30 78',
};

/** The gradients of avatarColorCode 0–4, the same the web app paints behind a default avatar. */
const gradients: [string, string][] = [
  ['#ff9a8b', '#ff6a88'],
  ['#6dd5ed', '#2193b0'],
  ['#a8e063', '#56ab2f'],
  ['#f7b733', '#fc4a1a'],
  ['#b993d6', '#8ca6db'],
];

const SIZE = 512;
const GLYPH_WIDTH = 60;
const GLYPH_HEIGHT = 80;
const GAP = 24;
/** Two letters fill the width at 2.4; a lone one may be drawn larger. */
const scaleFor = (count: number) => (count === 1 ? 3.6 : 2.4);

/** A square PNG: the initials in white on the user's gradient. */
export async function initialsAvatar(initials: string, colorCode: number): Promise<Buffer> {
  const letters = [...initials];
  const missing = letters.filter((l) => !glyphs[l]);
  if (missing.length) throw new Error(`no glyph for ${missing.join(', ')}`);
  const [from, to] = gradients[colorCode % gradients.length] ?? gradients[0]!;
  const width = letters.length * GLYPH_WIDTH + (letters.length - 1) * GAP;
  const scale = scaleFor(letters.length);
  const left = (SIZE - width * scale) / 2;
  const top = (SIZE - GLYPH_HEIGHT * scale) / 2;
  const strokes = letters
    .map((letter, i) => `<path transform="translate(${i * (GLYPH_WIDTH + GAP)} 0)" d="${glyphs[letter]}"/>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>
  <g transform="translate(${left} ${top}) scale(${scale})" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round">${strokes}</g>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
