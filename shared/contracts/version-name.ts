/**
 * A released version's name: a path segment of its own, never a URL or a path (nothing else can be
 * served). A file of its own so the browser's health beacon (health.ts) can use it without the
 * version map's schemas.
 */
export const VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
