import { act, fireEvent, screen, within } from '@testing-library/react';
import type { SitePage } from 'shared/contracts';
import { renderWithSite } from 'shared/test';
import { Header } from './header';

const PAGES: SitePage[] = [{ remote: 'mf_content', path: '/news', module: 'NewsPage', label: 'News', detail: false, query: ['q'] }];

// jsdom, like Safari before 17, has no popovers: there the script opens and closes the phone menu.
describe('the phone menu where the browser has no popovers', () => {
  const renderHeader = () => renderWithSite(<Header pages={PAGES} />, { route: '/news?q=lab' });
  const button = () => screen.getByRole('button', { name: 'Open menu' });
  const open = () => {
    act(() => button().click());
    return screen.getByRole('dialog', { name: 'Site menu' });
  };

  it('is hidden until its button is pressed, then holds the page still and focus inside, and Escape closes it', () => {
    renderHeader();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    const menu = open();
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(within(menu).getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', '/hi/news?q=lab');
    // Shift+Tab from its first control goes round to its last.
    fireEvent.keyDown(screen.getByRole('button', { name: 'Close menu' }), { key: 'Tab', shiftKey: true });
    expect(within(menu).getByRole('link', { name: 'ગુજરાતી' })).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(button()).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes on Close, on the dimmed page and on a link', () => {
    renderHeader();
    open();
    act(() => screen.getByRole('button', { name: 'Close menu' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
    const menu = open();
    // The dimmed page is a button no one tabs to or hears: a tap there closes the menu.
    act(() => (menu.previousElementSibling as HTMLElement).click());
    expect(screen.queryByRole('dialog')).toBeNull();
    const link = within(open()).getByRole('link', { name: 'About' });
    act(() => link.click());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
