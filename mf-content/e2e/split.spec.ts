import { test, expect, contentOrigin, pageHeading } from './fixtures';
import type { Page, Response } from '@playwright/test';

/** JavaScript this remote served while `path` loaded, as text. */
async function contentScripts(page: Page, path: string, heading: string): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  const listener = (response: Response) => {
    if (response.url().startsWith(contentOrigin) && response.url().endsWith('.js')) bodies.push(response.text());
  };
  page.on('response', listener);
  await page.goto(path);
  await expect(pageHeading(page)).toHaveText(heading);
  // What the route itself needs: later, when the browser is idle, visible links prefetch their pages.
  await page.waitForLoadState('load');
  // A prefetch answered later is not the route's, and its body would be read after the test ended.
  page.off('response', listener);
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

/** A Devanagari or Gujarati letter. */
const INDIC = /[\u0900-\u097F\u0A80-\u0AFF]/;

test.describe('words are split per page area and per language', () => {
  test("an English page downloads its own area's words, no other area's and no Hindi or Gujarati byte", async ({ page }) => {
    const scripts = (await contentScripts(page, '/courses', 'Online Courses')).join('\n');
    expect(scripts).toContain('We could not find a course at this address.'); // its own words, not shown
    expect(scripts).toContain('Next →'); // the shared components' words
    expect(scripts).not.toContain('Where curious children become confident makers'); // home
    expect(scripts).not.toContain('No news items found matching your search.'); // news
    expect(scripts).not.toContain('No blog posts found matching your criteria.'); // blog
    expect(scripts).not.toContain('What People Say'); // about
    expect(scripts).not.toContain('Please fill out all required fields.'); // waitlist
    expect(scripts).not.toMatch(INDIC);
  });

  test('the home page downloads no news list words although it shows news cards', async ({ page }) => {
    const scripts = (await contentScripts(page, '/', 'Where curious children become confident makers')).join('\n');
    expect(scripts).toContain('Read more →');
    expect(scripts).not.toContain('No news items found matching your search.');
    expect(scripts).not.toMatch(INDIC);
  });

  test('/hi/courses downloads its Hindi words and courses, no Hindi news or blog data', async ({ page }) => {
    const scripts = (await contentScripts(page, '/hi/courses', 'ऑनलाइन कोर्स')).join('\n');
    expect(scripts).toContain('ब्लॉक जोड़कर कोडिंग'); // a Hindi course
    expect(scripts).not.toContain('अररिया के 25 प्रारंभिक स्कूलों'); // a Hindi news headline
    expect(scripts).not.toContain('पाँच रोबोटिक्स प्रोजेक्ट'); // a Hindi blog post
    expect(scripts).not.toContain('समाचार खोजें'); // the news list's Hindi words
    expect(scripts).not.toMatch(/[\u0A80-\u0AFF]/); // nothing Gujarati
  });

  test('/hi/news/1 downloads the Hindi articles but no blog post', async ({ page }) => {
    const scripts = (await contentScripts(page, '/hi/news/1', 'अररिया के 25 प्रारंभिक स्कूलों में एआई और रोबोटिक्स लैब शुरू')).join('\n');
    expect(scripts).toContain('अहमदाबाद के बारह स्कूलों'); // another article, shown under More News
    expect(scripts).not.toContain('पाँच रोबोटिक्स प्रोजेक्ट');
    expect(scripts).not.toContain('ब्लॉक जोड़कर कोडिंग');
  });
});
