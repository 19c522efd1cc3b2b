/**
 * A link that opens an address in Google Maps (its documented, key-free "search" URL). Only a link:
 * no map script or tile loads on the page, so nothing third-party runs and nothing is tracked.
 */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.replace(/\s+/g, ' ').trim())}`;
}
