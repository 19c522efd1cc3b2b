import type { Locator } from '@playwright/test';

/** On which sides of an element the ring drawn around it when focused can be seen. */
export interface RingSides {
  readonly top: boolean;
  readonly right: boolean;
  readonly bottom: boolean;
  readonly left: boolean;
}

/** How far outside the element the band looked at runs, in CSS pixels: the site's rings reach 3 to 5, some drawn 2 px off the element. */
const BAND = 5;

/**
 * Puts `ringed` on the screen, then compares what is drawn just outside its box (a band `BAND` pixels
 * wide along the middle half of each side) before and after `focus()`: a side counts as seen when most
 * of its band changed. What a person sees, so a ring clipped by a container (`content-visibility`'s
 * paint containment, an `overflow: hidden`) shows as a side not seen.
 */
export async function ringSeenOn(ringed: Locator, focus: () => Promise<void>): Promise<RingSides> {
  const page = ringed.page();
  await ringed.scrollIntoViewIfNeeded();
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const margin = BAND + 2;
  // The area around the element as it is now (focusing may scroll the page: each picture follows the element).
  const around = async () => {
    const box = await ringed.boundingBox();
    if (!box) throw new Error('the ringed element is not on the page');
    if (
      box.y - margin < 0 ||
      box.y + box.height + margin > viewport.height ||
      box.x - margin < 0 ||
      box.x + box.width + margin > viewport.width
    )
      throw new Error('the ringed element and its ring must fit on the screen');
    return { box, clip: { x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin } };
  };
  const first = await around();
  const before = (await page.screenshot({ clip: first.clip, scale: 'css', animations: 'disabled' })).toString('base64');
  await focus();
  const then = await around();
  const after = (await page.screenshot({ clip: then.clip, scale: 'css', animations: 'disabled' })).toString('base64');
  const inClip = { left: margin, top: margin, right: margin + first.box.width, bottom: margin + first.box.height };
  return page.evaluate(
    async ({ before, after, inClip, band }) => {
      const pixels = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d canvas');
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [a, b] = await Promise.all([pixels(before), pixels(after)]);
      const differs = (px: number, py: number) => {
        if (px < 0 || py < 0 || px >= a.width || py >= a.height) return false;
        const i = (py * a.width + px) * 4;
        return [0, 1, 2].some((c) => Math.abs((a.data[i + c] ?? 0) - (b.data[i + c] ?? 0)) > 24);
      };
      const share = (points: Array<[number, number]>) => points.filter(([px, py]) => differs(px, py)).length / points.length;
      const along = (from: number, to: number) => {
        const out: number[] = [];
        for (let v = Math.ceil(from + (to - from) / 4); v < to - (to - from) / 4; v++) out.push(v);
        return out;
      };
      const outside = (edge: number, direction: 1 | -1) =>
        Array.from({ length: band }, (_, k) => Math.round(edge + direction * (k + 1)) - (direction === 1 ? 1 : 0));
      const horizontal = along(inClip.left, inClip.right);
      const vertical = along(inClip.top, inClip.bottom);
      const side = (lines: number[], across: number[], vertically: boolean) =>
        share(lines.flatMap((line) => across.map((v): [number, number] => (vertically ? [line, v] : [v, line])))) > 0.5;
      return {
        top: side(outside(inClip.top, -1), horizontal, false),
        bottom: side(outside(inClip.bottom, 1), horizontal, false),
        left: side(outside(inClip.left, -1), vertical, true),
        right: side(outside(inClip.right, 1), vertical, true),
      };
    },
    { before, after, inClip, band: BAND },
  );
}
