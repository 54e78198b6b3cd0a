import sharp from 'sharp';

/** A plain 60×80 PNG of one colour: a profile photo or a proof picture for a test to upload. */
export const colourPng = (r: number, g: number, b: number) =>
  sharp({ create: { width: 60, height: 80, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
