/** The part of the picture the user framed, in the picture's own pixels (react-easy-crop's croppedAreaPixels). */
export type CropArea = { x: number; y: number; width: number; height: number };

/** The avatar's longest side: enough for a sharp profile header, small enough to stay far under the avatar limit. */
export const AVATAR_SIDE_MAX = 720;

/** Loads a picture from a url; rejects when the browser cannot decode it (the spec's "crop failed"). */
export function loadPicture(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => (image.naturalWidth > 0 ? resolve(image) : reject(new Error('empty picture')));
    image.onerror = () => reject(new Error('unreadable picture'));
    image.src = src;
  });
}

/** The size of the box a w×h picture fills once turned by `degrees`. */
export function rotatedSize(width: number, height: number, degrees: number) {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  return { width: Math.round(width * cos + height * sin), height: Math.round(width * sin + height * cos) };
}

/** The side of the square the crop is drawn into: the framed area's own size, never more than AVATAR_SIDE_MAX. */
export const outputSide = (area: CropArea) => Math.max(1, Math.min(AVATAR_SIDE_MAX, Math.round(area.width)));

/**
 * Draws the framed square of the picture, turned by `rotation`, into a JPEG file: the area is measured on the turned
 * picture (as react-easy-crop reports it), so the whole picture is turned first and the square cut from that.
 */
export async function cropPicture(image: HTMLImageElement, area: CropArea, rotation: number, name: string) {
  const turned = rotatedSize(image.naturalWidth, image.naturalHeight, rotation);
  const whole = document.createElement('canvas');
  whole.width = turned.width;
  whole.height = turned.height;
  const wholeContext = whole.getContext('2d');
  if (!wholeContext) throw new Error('no canvas');
  wholeContext.translate(turned.width / 2, turned.height / 2);
  wholeContext.rotate((rotation * Math.PI) / 180);
  wholeContext.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);

  const side = outputSide(area);
  const square = document.createElement('canvas');
  square.width = side;
  square.height = side;
  const context = square.getContext('2d');
  if (!context) throw new Error('no canvas');
  // JPEG has no transparency: what lies outside a turned picture's corners is white, not black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, side, side);
  context.drawImage(whole, area.x, area.y, area.width, area.height, 0, 0, side, side);
  const blob = await new Promise<Blob | null>((resolve) => square.toBlob(resolve, 'image/jpeg', 0.9));
  if (!blob) throw new Error('no picture drawn');
  return new File([blob], `${name.replace(/\.[^.]*$/, '') || 'avatar'}.jpg`, { type: 'image/jpeg' });
}
