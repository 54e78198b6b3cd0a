// Draws the installable app's icons from the app's mark (public/favicon.svg's wave) with sharp; nothing is
// downloaded. Run `node apps/web/scripts/make-icons.mjs` after changing the mark, and commit public/icons.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = join(dirname(fileURLToPath(import.meta.url)), '../public/icons');
mkdirSync(out, { recursive: true });

const wave = (stroke) =>
  `<path d="M10 32c6-8 12-8 18 0s12 8 18 0" stroke="${stroke}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
/** The rounded tile, as the favicon. */
const tile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56"><rect width="56" height="56" rx="14" fill="#0b57d0"/>${wave('#fff')}</svg>`;
/** Maskable: full bleed, the wave inside the central 80% safe zone (the launcher cuts its own shape). */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-14 -14 84 84"><rect x="-14" y="-14" width="84" height="84" fill="#0b57d0"/>${wave('#fff')}</svg>`;
/** The notification badge: white on transparent (Android tints it). */
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="4 4 48 48">${wave('#fff')}</svg>`;

const icons = [
  ['icon-192.png', tile, 192],
  ['icon-512.png', tile, 512],
  ['maskable-512.png', maskable, 512],
  ['apple-touch-icon-180.png', maskable, 180],
  ['badge-96.png', badge, 96],
];
for (const [name, svg, size] of icons)
  await sharp(Buffer.from(svg), { density: 1200 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(out, name));
console.log(`icons written to ${out}`);
