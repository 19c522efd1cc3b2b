/**
 * Facts about the company that more than one package shows. One home, so the footer, the contact
 * page and the chat assistant can never disagree about a phone number.
 */
export const BRAND_NAME = 'RoboMinds';

export const BRAND_TAGLINE = 'STEM Education';

/** The footer's description of the company, as the spec words it. */
export const BRAND_DESCRIPTION =
  'Providing innovative STEM education solutions for the next generation of problem solvers, inventors and creators.';

export interface PostalAddress {
  readonly lines: readonly string[];
  readonly city: string;
  readonly region: string;
  readonly postalCode: string;
  readonly country: string;
}

export const OFFICE_ADDRESS: PostalAddress = {
  lines: ['4th Floor, Shivalik Shilp', 'Iskcon Cross Road, S.G. Highway'],
  city: 'Ahmedabad',
  region: 'Gujarat',
  postalCode: '380015',
  country: 'India',
};

/** The address as printed lines (street lines, then city, region and postcode, then the country). */
export function addressLines(address: PostalAddress = OFFICE_ADDRESS, { withCountry = true } = {}): string[] {
  return [...address.lines, `${address.city}, ${address.region} ${address.postalCode}`, ...(withCountry ? [address.country] : [])];
}

/** The address on one line, for maps links, screen readers and the chat assistant. */
export function formatAddress(address: PostalAddress = OFFICE_ADDRESS): string {
  return addressLines(address).join(', ');
}

export const CONTACT_PHONE = { display: '+91 79 4890 2210', href: 'tel:+917948902210' } as const;
export const CONTACT_EMAIL = { display: 'hello@robominds.in', href: 'mailto:hello@robominds.in' } as const;

export interface OpeningHoursRow {
  readonly days: string;
  readonly hours: string;
}

export const OPENING_HOURS: readonly OpeningHoursRow[] = [
  { days: 'Monday to Friday', hours: '9:00 AM - 8:00 PM' },
  { days: 'Saturday', hours: '10:00 AM - 5:00 PM' },
  { days: 'Sunday', hours: 'Closed' },
];

export interface SocialLink {
  readonly network: 'Facebook' | 'Instagram' | 'LinkedIn';
  readonly href: string;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'Facebook', href: 'https://www.facebook.com/robominds.in' },
  { network: 'Instagram', href: 'https://www.instagram.com/robominds.in' },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/robominds-in' },
];
