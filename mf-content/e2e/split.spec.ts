import { test, expect, contentOrigin, pageHeading } from './fixtures';
import type { Page } from '@playwright/test';

/** JavaScript this remote served while `path` loaded, as text. */
async function contentScripts(page: Page, path: string, heading: string): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(contentOrigin) && response.url().endsWith('.js')) bodies.push(response.text());
  });
  await page.goto(path);
  await expect(pageHeading(page)).toHaveText(heading);
  // What the route itself needs: later, when the browser is idle, visible links prefetch their pages.
  await page.waitForLoadState('load');
  return Promise.all(bodies);
}

test.describe('code and data are split per route', () => {
  test('/courses downloads no news, blog or home data', async ({ page }) => {
    const scripts = (await contentScripts(page, '/courses', 'Online Courses')).join('\n');
    expect(scripts).toContain('Blockzie: Coding with Blocks');
    expect(scripts).not.toContain('Seemanchal Cup'); // a news headline
    expect(scripts).not.toContain('Forbesganj'); // a news body
    expect(scripts).not.toContain('Teaching AI responsibly'); // a blog post
    expect(scripts).not.toContain('Specialized Trainings'); // the home page
  });

  test('the home page downloads headlines but no article bodies', async ({ page }) => {
    const scripts = (await contentScripts(page, '/', 'Where curious children become confident makers')).join('\n');
    expect(scripts).toContain('Seemanchal Cup');
    expect(scripts).not.toContain('What each school received'); // inside article 1's body
    expect(scripts).not.toContain('Blockzie: Coding with Blocks');
  });
});
