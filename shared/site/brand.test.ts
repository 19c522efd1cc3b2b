import { addressLines, formatAddress } from './brand';

describe('the office address', () => {
  it('prints street lines, then city, region and postcode, then the country', () => {
    const lines = addressLines();
    expect(lines.at(-2)).toBe('Ahmedabad, Gujarat 380015');
    expect(lines.at(-1)).toBe('India');
    expect(addressLines(undefined, { withCountry: false })).toEqual(lines.slice(0, -1));
  });
  it('reads on one line for maps links and the assistant', () => {
    expect(formatAddress()).toBe(addressLines().join(', '));
    expect(formatAddress()).toContain('Ahmedabad');
  });
});
