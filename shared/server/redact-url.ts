/**
 * A request's URL as a log may keep it: every query value and every token-like path segment
 * replaced. Sign-in, confirm, unsubscribe and preview links carry secrets; a search carries what a
 * visitor typed (an address, a name). Every server that writes a URL to its log writes it through this.
 */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const safePath = path
    .split('/')
    .map((segment) => (/^[\w-]{20,}$/.test(segment) ? ':token' : segment))
    .join('/');
  if (query === undefined) return safePath;
  const keys = query.split('&').map((pair) => `${pair.split('=', 1)[0]}=:redacted`);
  return `${safePath}?${keys.join('&')}`;
}
