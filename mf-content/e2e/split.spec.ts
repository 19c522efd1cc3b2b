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
  // What the route itself needs is fetched by the time its page has hydrated (the shell marks <html
  // data-page-settled>; `goto` waits for it at most 20 s, and a loaded machine can take longer, when the
  // load event alone comes before the page's scripts are even asked for). Later, when the browser is
  // idle, visible links prefetch their pages.
  await expect(page.locator('html')).toHaveAttribute('data-page-settled', /.*/, { timeout: 40_000 });
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

/** Gujarati post 3's title, its page heading. */
const GU_POST_3 = 'રોબોટિક્સ સ્પર્ધા માટે શાળાની ટીમને કેવી રીતે તૈયાર કરવી';

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

  test("/hi/news/1 downloads its own Hindi body, the headlines, no other article's body and no blog post", async ({ page }) => {
    const scripts = (await contentScripts(page, '/hi/news/1', 'अररिया के 25 प्रारंभिक स्कूलों में एआई और रोबोटिक्स लैब शुरू')).join('\n');
    expect(scripts).toContain('जनवरी की शुरुआत से बिहार के अररिया'); // its own body
    expect(scripts).toContain('अहमदाबाद के बारह स्कूलों'); // another article's headline, shown under More News
    expect(scripts).not.toContain('अहमदाबाद के बारह स्कूलों ने RoboMinds के साथ तीन साल'); // article 2's body
    expect(scripts).not.toContain('घेरों के बीच से उड़ाकर चिह्नित पैड'); // article 11's body
    expect(scripts).not.toContain('पाँच रोबोटिक्स प्रोजेक्ट');
    expect(scripts).not.toContain('ब्लॉक जोड़कर कोडिंग');
    expect(scripts).toContain('पिछला और अगला समाचार'); // its own Hindi words
    expect(scripts).not.toContain('समाचार खोजें'); // the news list's Hindi words, in English neither
    expect(scripts).not.toContain('No news items found matching your search.');
  });

  test("/gu/blog/3 downloads its own Gujarati body and no other post's", async ({ page }) => {
    const scripts = (await contentScripts(page, '/gu/blog/3', GU_POST_3)).join('\n');
    expect(scripts).toContain('અમારી અરરિયા ટીમે પહેલા જ વર્ષે'); // its own body
    expect(scripts).not.toContain('ધોરણ 3નાં બાળકો ઝડપથી ટાઇપ'); // post 4's body
    expect(scripts).not.toContain('પોસ્ટ શોધો'); // the blog list's Gujarati words, in English neither
    expect(scripts).not.toContain('No blog posts found matching your criteria.');
    expect(scripts).not.toMatch(/[\u0900-\u097F]/); // nothing Hindi
  });

  test('/hi home downloads the Hindi headlines but no article body', async ({ page }) => {
    const scripts = (await contentScripts(page, '/hi', 'जहाँ जिज्ञासु बच्चे आत्मविश्वासी निर्माता बनते हैं')).join('\n');
    expect(scripts).toContain('अररिया के 25 प्रारंभिक स्कूलों'); // a headline on a news card
    expect(scripts).not.toContain('जनवरी की शुरुआत से बिहार के अररिया'); // article 1's body
  });

  test('the next article, opened in the page, shows its own Hindi body, loaded then', async ({ page }) => {
    await page.goto('/hi/news/1');
    await expect(pageHeading(page)).toHaveText('अररिया के 25 प्रारंभिक स्कूलों में एआई और रोबोटिक्स लैब शुरू');
    await page.waitForLoadState('load');
    await page.getByRole('navigation', { name: 'पिछला और अगला समाचार' }).getByRole('link').last().click();
    await expect(page).toHaveURL(/\/hi\/news\/2$/);
    await expect(page.getByText('अहमदाबाद के बारह स्कूलों ने RoboMinds के साथ तीन साल', { exact: false })).toBeVisible();
  });
});
