import type { Locator } from '@playwright/test';

/** A block the browser draws only as it nears the screen (`content-visibility: auto`, decision record 073). */
export interface BlockDrawnWhenNear {
  /** Its heading's text, or its tag name. */
  readonly name: string;
  /** Whether the browser has drawn its content (false: skipped, far from the screen). */
  readonly drawn: boolean;
  /** The height it counts as while skipped (its usual height for this width), in CSS pixels. */
  readonly usualHeight: number;
  /** Its height now: the usual one while skipped, its content's once drawn. */
  readonly height: number;
  /** How far its usual height is from its height now, as a share of the latter (0 while skipped). */
  readonly usualHeightOffBy: number;
}

/** The blocks in `scope` (itself included) that are drawn only as they near the screen, in page order. */
export async function blocksDrawnWhenNear(scope: Locator): Promise<BlockDrawnWhenNear[]> {
  return scope.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((block) => getComputedStyle(block).contentVisibility === 'auto')
      .map((block) => {
        const heading = block.querySelector('h2');
        const usualHeight = parseFloat(getComputedStyle(block).containIntrinsicBlockSize.replace('auto', ''));
        const height = block.getBoundingClientRect().height;
        return {
          name: heading?.textContent?.trim() || block.tagName.toLowerCase(),
          drawn: (block.firstElementChild ?? block).checkVisibility({ contentVisibilityAuto: true }),
          usualHeight,
          height,
          usualHeightOffBy: Math.abs(height - usualHeight) / height,
        };
      }),
  );
}
