import { OFFICE_ADDRESS, addressLines, type PostalAddress } from '../site';

/** The postal address, one line per span, inside the caller's <address>. */
export function AddressLines({
  address = OFFICE_ADDRESS,
  withCountry = true,
}: {
  readonly address?: PostalAddress;
  readonly withCountry?: boolean;
}) {
  return (
    <>
      {addressLines(address, { withCountry }).map((line) => (
        <span key={line} css={{ display: 'block' }}>
          {line}
        </span>
      ))}
    </>
  );
}
