import type { Page } from '@playwright/test';
import { expect } from 'shared/e2e';

/** How a visitor finds the chat widget's parts: by role and name, as a screen reader would. */
export const launcher = (page: Page) => page.getByRole('button', { name: 'Chat assistant' });
export const panel = (page: Page) => page.getByRole('dialog', { name: /assistant/i });
export const input = (page: Page) => page.getByRole('textbox', { name: 'Your question' });
export const log = (page: Page) => page.getByRole('log', { name: 'Conversation' });
/** The widget's one live region: it holds the newest complete answer. */
export const announcer = (page: Page) => page.locator('[data-boundary="chat"]').getByRole('status');

export const CONNECTION = 'Sorry, there was an error connecting to the AI.';
export const EMPTY = 'Sorry, I could not generate a response.';
export const ENDPOINT = '**/main/gemini';
// The endpoint is on the gateway's origin; a fulfilled answer needs the CORS header the gateway would send.
export const CORS = { 'Access-Control-Allow-Origin': '*' };

export async function openChat(page: Page) {
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
}

export async function ask(page: Page, question: string) {
  await input(page).fill(question);
  await input(page).press('Enter');
}
