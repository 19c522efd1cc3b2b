import * as v from 'valibot';

/** The answer of every parser of outside input: the value, or a sentence an operator can act on. */
export type ParseResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

/**
 * Validates untrusted input (JSON from the network, storage, environment variables) with a valibot
 * schema. On failure the error names what was read, where in it the first problem is and what was
 * expected: `site-config.json: remotes.mf_maze must be an http(s) URL, got "maze.example.org"`.
 */
export function parseWith<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  raw: unknown,
  what: string,
): ParseResult<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, raw);
  if (result.success) return { ok: true, value: result.output };
  const [issue] = result.issues;
  const path = v.getDotPath(issue);
  // valibot reports a missing key with its parent's message; say plainly that it is missing.
  if (path && issue.input === undefined && issue.kind === 'schema' && issue.received === 'undefined') {
    return { ok: false, error: `${what}: ${path} is missing.` };
  }
  const got = issue.input === undefined ? 'nothing' : JSON.stringify(issue.input)?.slice(0, 80);
  return { ok: false, error: `${what}: ${path ? `${path} ` : ''}${issue.message}, got ${got}.` };
}

/** An http(s) URL; the message says so in words a person understands. */
export const httpUrl = (message = 'must be an http(s) URL') =>
  v.pipe(
    v.string(message),
    v.check((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    }, message),
  );

/** A whole number written as text (an environment variable), from `min` to `max`, read as a number. */
export const wholeNumberText = (min: number, max: number, message: string) =>
  v.pipe(v.string(), v.regex(/^\d{1,9}$/, message), v.transform(Number), v.minValue(min, message), v.maxValue(max, message));
