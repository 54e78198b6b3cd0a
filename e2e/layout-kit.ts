import type { Locator, Page } from 'playwright-core';

// What a person sees wrong on a phone screen, measured in the page (issue 30): a picture drawn over another, text
// past the screen's edge, text cut by the box that holds it. One page.evaluate per look, so a walk over every page
// stays quick.

/** How far a glyph box may pass its clip before it counts as cut (fonts' ascenders and line boxes differ by a pixel). */
const SLACK_PX = 2;

/**
 * The layout problems of the page as shown now, one line each (empty when it looks right). Text in a horizontal
 * scroller (tab strips, peeking cards) is reachable and not counted; text an ellipsis or a line clamp cuts on
 * purpose is not counted; text clipped away whole (a swipe row's hidden actions, screen-reader-only labels) is not
 * shown and not counted.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((slack) => {
    type Box = { left: number; top: number; right: number; bottom: number };
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    const styles = new Map<Element, CSSStyleDeclaration>();
    const styleOf = (el: Element) => {
      let style = styles.get(el);
      if (!style) {
        style = getComputedStyle(el);
        styles.set(el, style);
      }
      return style;
    };
    const clips = (value: string) => value !== 'visible';
    const scrolls = (value: string) => value === 'auto' || value === 'scroll';
    /**
     * A box meant to scroll sideways: a strip (tabs, chips, peeking cards) that scrolls only that way. A page's tall
     * scroller also computes `overflow-x: auto` (CSS makes the other axis auto), but content it must scroll sideways
     * is content past the screen.
     */
    const sideways = (el: Element, style: CSSStyleDeclaration, r: DOMRect) =>
      scrolls(style.overflowX) &&
      (style.scrollSnapType.startsWith('x') ||
        style.scrollSnapType.startsWith('both') ||
        (el.scrollHeight <= el.clientHeight + 1 && r.height < vh / 2));
    const nameOf = (el: Element) => {
      const id = el.getAttribute('data-testid');
      const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      return `${el.tagName.toLowerCase()}${id ? `[${id}]` : ''}${cls ? `.${cls}` : ''}`;
    };

    /** The box `el` is drawn in after every clipping ancestor, and whether one of them cuts on purpose. */
    const clipOf = (el: Element) => {
      const box: Box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
      let scrollerX = false;
      let scrollerY = false;
      let deliberate = false;
      let nearest: Element | null = null;
      for (let p: Element | null = el; p && p !== document.documentElement; p = p.parentElement) {
        const style = styleOf(p);
        if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') deliberate = true;
        const x = clips(style.overflowX);
        const y = clips(style.overflowY);
        if (x || y) {
          const r = p.getBoundingClientRect();
          if (x) {
            box.left = Math.max(box.left, r.left);
            box.right = Math.min(box.right, r.right);
            if (sideways(p, style, r)) scrollerX = true;
          }
          if (y) {
            box.top = Math.max(box.top, r.top);
            box.bottom = Math.min(box.bottom, r.bottom);
            if (scrolls(style.overflowY)) scrollerY = true;
          }
          nearest ??= p;
        }
        if (style.position === 'fixed') break;
      }
      return { box, scrollerX, scrollerY, deliberate, nearest };
    };

    const problems: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const el = node.parentElement;
      if (!text || !el?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) continue;
      const { box, scrollerX, scrollerY, deliberate, nearest } = clipOf(el);
      const shown = {
        left: Math.max(r.left, box.left),
        right: Math.min(r.right, box.right),
        top: Math.max(r.top, box.top),
        bottom: Math.min(r.bottom, box.bottom),
      };
      // Clipped away whole, or a box too small to read (screen-reader-only text): not on screen.
      if (shown.right - shown.left < 1 || shown.bottom - shown.top < 1) continue;
      if (box.right - box.left <= 2 || box.bottom - box.top <= 2) continue;
      // Below or above the screen is scrolled to, not cut; only the sides count.
      if (shown.top >= vh || shown.bottom <= 0) continue;
      const label = `"${text.slice(0, 40)}" in ${nameOf(el)}`;
      if (!scrollerX && (shown.right > vw + slack || shown.left < -slack))
        problems.push(`text past the screen (${Math.round(r.left)}–${Math.round(r.right)} px): ${label}`);
      else if (
        !deliberate &&
        nearest &&
        ((!scrollerX && (r.right > box.right + slack || r.left < box.left - slack)) ||
          (!scrollerY && (r.bottom > box.bottom + slack || r.top < box.top - slack)))
      )
        problems.push(`text cut by ${nameOf(nearest)}: ${label}`);
    }

    // Pictures: photos, videos, canvases and url() backgrounds; icons are drawn over pictures on purpose.
    const pictures: Array<{ el: Element; box: Box }> = [];
    // The app draws no url() background from its stylesheets (only inline, as an avatar's or a cover's).
    for (const el of document.body.querySelectorAll('img, video, canvas, [style*="url("]')) {
      const inline = !(
        el instanceof HTMLImageElement ||
        el instanceof HTMLVideoElement ||
        el instanceof HTMLCanvasElement
      );
      if (inline && !styleOf(el).backgroundImage.includes('url(')) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      const { box } = clipOf(el);
      const shown = {
        left: Math.max(r.left, box.left, 0),
        right: Math.min(r.right, box.right, vw),
        top: Math.max(r.top, box.top, 0),
        bottom: Math.min(r.bottom, box.bottom, vh),
      };
      if (shown.right - shown.left >= 4 && shown.bottom - shown.top >= 4) pictures.push({ el, box: shown });
    }
    for (let i = 0; i < pictures.length; i++)
      for (let j = i + 1; j < pictures.length; j++) {
        const a = pictures[i]!;
        const b = pictures[j]!;
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const w = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const h = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (w > slack && h > slack)
          problems.push(
            `picture over picture (${Math.round(w)}×${Math.round(h)} px): ${nameOf(a.el)} / ${nameOf(b.el)}`,
          );
      }
    return [...new Set(problems)];
  }, SLACK_PX);
}

/**
 * WCAG 1.4.11's non-text contrast of a control: its border colour (its fill when it has no border; with
 * `part: 'color'`, its drawn colour, as a star's) against the first opaque background behind it.
 */
export function controlContrast(locator: Locator, part: 'border' | 'color' = 'border'): Promise<number> {
  return locator.evaluate((el, which) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [R, G, B] = [r, g, b].map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
    };
    const style = getComputedStyle(el);
    // Without a drawn border a box shows only by its fill.
    const bordered = style.borderTopStyle !== 'none' && Number.parseFloat(style.borderTopWidth) > 0;
    const fore = rgb(
      which === 'color' ? style.color : bordered ? style.borderTopColor : style.backgroundColor,
    );
    let back = [255, 255, 255];
    for (let p = el.parentElement; p; p = p.parentElement) {
      const bg = rgb(getComputedStyle(p).backgroundColor);
      if (bg.length >= 3 && (bg[3] ?? 1) > 0.5) {
        back = bg;
        break;
      }
    }
    const [hi, lo] = [luminance(fore), luminance(back)].sort((a, b) => b - a);
    return (hi! + 0.05) / (lo! + 0.05);
  }, part);
}
