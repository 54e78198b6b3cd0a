import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import sharp from 'sharp';

/** A plain 60×80 PNG of one colour: a profile photo or a proof picture for a test to upload. */
export const colourPng = (r: number, g: number, b: number) =>
  sharp({ create: { width: 60, height: 80, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** Accepts the circle crop as framed (pagesTool/circleAvatar), once its sheet has slid up, in any language. */
export async function confirmAvatarCrop(page: Page) {
  const cropper = page.getByTestId('avatar-crop');
  await cropper.waitFor({ timeout: 10_000 });
  await expect.poll(async () => (await cropper.boundingBox())?.y, { timeout: 10_000 }).toBe(0);
  await cropper.locator('.adm-button-primary:not([disabled])').click();
  await cropper.waitFor({ state: 'hidden', timeout: 10_000 });
}
