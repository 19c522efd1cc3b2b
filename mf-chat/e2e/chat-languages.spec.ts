import { expect, test } from 'shared/e2e';
import { announcer, launcher as englishLauncher } from './widget';

/**
 * The widget in the page's language, on the production build with the real local gateway (offline
 * mode): its names, its suggested questions, the answer and what a screen reader hears, in Hindi and
 * Gujarati, and English again on an English page.
 */

test.describe('the chat widget in the page’s language', () => {
  test('on a Gujarati page it speaks Gujarati, and a Gujarati question is answered in Gujarati', async ({ page }) => {
    await page.goto('/gu/courses');
    await page.getByRole('button', { name: 'ચેટ સહાયક' }).click();
    const panel = page.getByRole('dialog', { name: 'RoboMinds સહાયક' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText('કોર્સ, લેબ, સમય અને નીતિઓ')).toBeVisible();
    const input = panel.getByRole('textbox', { name: 'તમારો પ્રશ્ન' });
    await expect(input).toBeFocused();
    await input.fill('IoT કોર્સની ફી કેટલી છે?');
    await panel.getByRole('button', { name: 'મોકલો' }).click();
    const log = panel.getByRole('log', { name: 'વાતચીત' });
    await expect(log).toContainText('₹499 (499 રૂપિયા)');
    await expect(log).toContainText('તમે: IoT કોર્સની ફી કેટલી છે?');
    await expect(announcer(page)).toContainText(/^સહાયક: .*₹499 \(499 રૂપિયા\)/);
    const sources = panel.getByRole('list', { name: 'વધુ માહિતી' });
    await expect(page.locator('[data-boundary="chat"]')).not.toContainText(/Assistant|Your question|More on|Send\b/);
    // The source opens in the page's language (the router adds /gu once).
    await sources.getByRole('link', { name: /Internet of Things/ }).click();
    await expect(page).toHaveURL(/\/gu\/courses\/iot$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Internet of Things');
  });

  test('on a Hindi page it offers its questions in Hindi and says which source is the page', async ({ page }) => {
    await page.goto('/hi/contact');
    await page.getByRole('button', { name: 'चैट सहायक' }).click();
    const panel = page.getByRole('dialog', { name: 'RoboMinds सहायक' });
    await expect(panel.getByRole('heading', { name: 'अक्सर पूछे जाने वाले प्रश्न' })).toBeVisible();
    await panel.getByRole('button', { name: 'आपका कार्यालय समय क्या है?' }).click();
    const log = panel.getByRole('log', { name: 'बातचीत' });
    await expect(log).toContainText('आप: आपका कार्यालय समय क्या है?');
    const here = panel.getByRole('list', { name: 'और जानकारी' }).getByRole('listitem').filter({ hasText: '(इसी पेज पर)' });
    await expect(here.getByRole('link')).toHaveAttribute('href', /^\/hi\/contact/);
    await expect(announcer(page)).toContainText(/^सहायक: .+ और जानकारी: /s);
    await expect(page.locator('[data-boundary="chat"]')).not.toContainText(/Assistant|Your question|More on|on this page/);
  });

  test('on an English page it speaks English, the spec’s words', async ({ page }) => {
    await page.goto('/contact');
    await englishLauncher(page).click();
    const panel = page.getByRole('dialog', { name: 'RoboMinds assistant' });
    await expect(panel.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Your question' })).toHaveAttribute('placeholder', 'Type your question…');
    await expect(panel.getByRole('button', { name: 'Clear conversation' })).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Close chat' })).toBeVisible();
  });
});
