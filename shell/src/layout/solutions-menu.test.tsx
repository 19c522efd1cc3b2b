import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'shared/router';
import { renderWithSite } from 'shared/test';
import { SolutionsMenu } from './solutions-menu';

function Where() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

// jsdom, like Chrome before 114 (Windows 7 and 8) and Safari before 17, has no popovers: there the
// script shows and hides the Solutions list. Before it did, the list was shown on every page.
describe('the Solutions menu where the browser has no popovers', () => {
  const renderMenu = () =>
    renderWithSite(
      <>
        <p>Outside</p>
        <SolutionsMenu />
        <Where />
      </>,
      { route: '/about' },
    );
  const button = () => screen.getByRole('button', { name: 'Solutions' });
  const courses = () => screen.queryByRole('link', { name: 'Courses' });

  it('is hidden until its button is pressed, and closes on the button, an outside click and Escape', () => {
    renderMenu();
    expect(courses()).toBeNull();
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    act(() => button().click());
    expect(courses()).toBeVisible();
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    act(() => button().click());
    expect(courses()).toBeNull();

    act(() => button().click());
    act(() => screen.getByText('Outside').click());
    expect(courses()).toBeNull();
    expect(button()).toHaveAttribute('aria-expanded', 'false');

    act(() => button().click());
    courses()!.focus();
    fireEvent.keyDown(courses()!, { key: 'Escape' });
    expect(courses()).toBeNull();
    expect(button()).toHaveFocus();
  });

  it('opens on ArrowDown at its first link, and a link leads on and closes it', async () => {
    renderMenu();
    button().focus();
    fireEvent.keyDown(button(), { key: 'ArrowDown' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Smart Anganwadi' })).toHaveFocus());
    act(() => courses()!.click());
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/courses');
    expect(courses()).toBeNull();
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });
});
