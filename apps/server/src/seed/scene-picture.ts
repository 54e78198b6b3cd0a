import sharp from 'sharp';

// Demo photos drawn offline: a few kinds of scene (a person's silhouette, sea at sunset, mountains, a night city,
// flowers), each varied by a seed, so the demo feed looks like a gallery of different pictures, not initials.

const WIDTH = 480;
const HEIGHT = 640;

/** A small deterministic generator (mulberry32): the same seed draws the same picture on every start. */
function randomFrom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(r: Random, items: readonly T[]) => items[Math.floor(r() * items.length)]!;
const between = (r: Random, min: number, max: number) => min + r() * (max - min);
const gradient = (id: string, top: string, bottom: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

const SKIES: [string, string][] = [
  ['#ff9966', '#ff5e62'],
  ['#355c7d', '#f67280'],
  ['#0f2027', '#2c5364'],
  ['#56ccf2', '#2f80ed'],
  ['#ffd89b', '#19547b'],
  ['#ee9ca7', '#ffdde1'],
];

function portrait(r: Random) {
  const [top, bottom] = pick(r, SKIES);
  const skin = pick(r, ['#f1c27d', '#e0ac69', '#c68642', '#ffdbac', '#8d5524']);
  const hair = pick(r, ['#2c1b18', '#a55728', '#b58143', '#e6cea8', '#4a312c']);
  const shirt = pick(r, ['#3a6ea5', '#c0392b', '#27ae60', '#8e44ad', '#f39c12', '#ecf0f1']);
  const long = r() > 0.5;
  const hairBack = long
    ? `<path d="M150 250 Q140 470 190 520 L290 520 Q340 470 330 250 Z" fill="${hair}"/>`
    : '';
  return `<defs>${gradient('bg', top, bottom)}</defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="${between(r, 60, 420)}" cy="${between(r, 60, 200)}" r="${between(r, 30, 70)}" fill="#fff" opacity="0.25"/>
  ${hairBack}
  <path d="M90 640 Q100 480 240 470 Q380 480 390 640 Z" fill="${shirt}"/>
  <rect x="215" y="380" width="50" height="100" fill="${skin}"/>
  <ellipse cx="240" cy="300" rx="90" ry="110" fill="${skin}"/>
  <path d="M150 290 Q150 180 240 180 Q330 180 330 290 Q300 220 240 225 Q180 220 150 290 Z" fill="${hair}"/>`;
}

function sea(r: Random) {
  const [top, bottom] = pick(r, SKIES);
  const sunY = between(r, 250, 360);
  const waves = Array.from({ length: 7 }, (_, i) => {
    const y = 420 + i * 32;
    return `<path d="M0 ${y} Q60 ${y - 10} 120 ${y} T240 ${y} T360 ${y} T480 ${y}" stroke="#fff" stroke-opacity="0.35" stroke-width="3" fill="none"/>`;
  }).join('');
  return `<defs>${gradient('bg', top, bottom)}${gradient('sea', '#1e3c72', '#2a5298')}</defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="${between(r, 120, 360)}" cy="${sunY}" r="${between(r, 50, 90)}" fill="#ffe29f"/>
  <rect y="400" width="${WIDTH}" height="240" fill="url(#sea)"/>${waves}`;
}

function mountains(r: Random) {
  const [top, bottom] = pick(r, SKIES);
  const ranges = ['#2d3e50', '#34495e', '#4b6584']
    .map((color, layer) => {
      const base = 420 + layer * 70;
      let d = `M0 ${HEIGHT} L0 ${base}`;
      for (let x = 0; x <= WIDTH; x += 80)
        d += ` L${x + 40} ${base - between(r, 80, 220) / (layer + 1)} L${x + 80} ${base}`;
      return `<path d="${d} L${WIDTH} ${HEIGHT} Z" fill="${color}"/>`;
    })
    .join('');
  return `<defs>${gradient('bg', top, bottom)}</defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="${between(r, 80, 400)}" cy="${between(r, 80, 220)}" r="40" fill="#fff" opacity="0.8"/>${ranges}`;
}

function city(r: Random) {
  let buildings = '';
  for (let x = 0; x < WIDTH; ) {
    const w = between(r, 40, 90);
    const h = between(r, 150, 420);
    buildings += `<rect x="${x}" y="${HEIGHT - h}" width="${w - 4}" height="${h}" fill="#1b1f3a"/>`;
    for (let wy = HEIGHT - h + 14; wy < HEIGHT - 20; wy += 26)
      for (let wx = x + 8; wx < x + w - 16; wx += 18)
        if (r() > 0.45)
          buildings += `<rect x="${wx}" y="${wy}" width="8" height="12" fill="#ffd86b" opacity="0.85"/>`;
    x += w;
  }
  const stars = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${between(r, 0, WIDTH)}" cy="${between(r, 0, 260)}" r="${between(r, 0.8, 2.2)}" fill="#fff"/>`,
  ).join('');
  return `<defs>${gradient('bg', '#0b0f2a', '#3a2d6b')}</defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  ${stars}<circle cx="${between(r, 60, 420)}" cy="110" r="36" fill="#f5f3ce"/>${buildings}`;
}

function flowers(r: Random) {
  const petals = ['#ff6b81', '#ffa502', '#eccc68', '#a29bfe', '#ff7f50', '#fd79a8'];
  let field = '';
  for (let i = 0; i < 14; i++) {
    const cx = between(r, 30, 450);
    const cy = between(r, 260, 620);
    const size = between(r, 14, 30);
    const color = pick(r, petals);
    field += `<path d="M${cx} ${cy} L${cx + between(r, -20, 20)} ${HEIGHT}" stroke="#2d6a4f" stroke-width="4"/>`;
    for (let p = 0; p < 6; p++) {
      const angle = (p * Math.PI) / 3;
      field += `<circle cx="${cx + Math.cos(angle) * size}" cy="${cy + Math.sin(angle) * size}" r="${size * 0.7}" fill="${color}"/>`;
    }
    field += `<circle cx="${cx}" cy="${cy}" r="${size * 0.6}" fill="#ffeaa7"/>`;
  }
  return `<defs>${gradient('bg', '#a8e6cf', '#56ab2f')}</defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>${field}`;
}

const SCENES = { portrait, sea, mountains, city, flowers } as const;
export type SceneKind = keyof typeof SCENES;
export const SCENE_KINDS = Object.keys(SCENES) as SceneKind[];

/** A JPEG photo of this kind of scene, drawn from `seed`. */
export async function scenePicture(kind: SceneKind, seed: number): Promise<Buffer> {
  const body = SCENES[kind](randomFrom(seed));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${body}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
