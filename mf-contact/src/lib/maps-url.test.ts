import { formatAddress } from 'shared/site';
import { mapsSearchUrl } from './maps-url';

describe('mapsSearchUrl', () => {
  it('searches Google Maps for the office address', () => {
    const url = new URL(mapsSearchUrl(formatAddress()));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/search/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('query')).toBe(formatAddress());
    expect(url.searchParams.get('query')).toContain('Ahmedabad');
  });

  it('collapses stray whitespace', () => {
    expect(new URL(mapsSearchUrl('  Shivalik Shilp,\n Ahmedabad ')).searchParams.get('query')).toBe('Shivalik Shilp, Ahmedabad');
  });
});
