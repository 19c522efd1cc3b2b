import { screen, within } from '@testing-library/react';
import { renderWithSite } from 'shared/test';
import { Home } from './home';

describe('Home', () => {
  it('has the calls to action, the sections and six featured news items', () => {
    const { container } = renderWithSite(<Home />);
    expect(screen.getByRole('link', { name: 'Explore Our Programs' })).toHaveAttribute('href', '/services');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('heading', { name: 'Our Collaborations' })).toBeInTheDocument();
    const trainings = screen.getByRole('heading', { name: 'Specialized Trainings' }).closest('section')!;
    expect(
      within(trainings)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Vocational Lab', 'Medical Camp', 'Skills Development', 'Career Counselling']);
    const news = within(screen.getByRole('list', { name: 'Featured news' }));
    const links = news.getAllByRole('link');
    expect(links).toHaveLength(6);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/news\/\d+$/);
    expect(container.querySelector('#get-started')).toHaveTextContent('Get Started');
  });

  it('plays a muted, looping, inline video with a poster and a pause button', () => {
    const { container } = renderWithSite(<Home />);
    const video = container.querySelector('video')!;
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('poster');
    expect(screen.getByRole('button', { name: /Pause video/ })).toBeInTheDocument();
  });

  it('shows only the poster under prefers-reduced-motion', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('reduce') })) as typeof window.matchMedia;
    try {
      const { container } = renderWithSite(<Home />);
      expect(container.querySelector('video')).toBeNull();
      expect(screen.getByRole('img', { name: /robot rolls past/ })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });
});
