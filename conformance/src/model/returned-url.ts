/**
 * URLs the target returns (Location, paging links) name resources on the base URL the
 * suite was given: same scheme, host, port and path prefix. Comparing only the path let a
 * target that drops the port or the prefix through.
 */

/** Whether `url` is `wanted` up to its query: scheme, host, port and path (a trailing slash aside). */
export function onBase(url: URL, wanted: string): boolean {
  const expected = new URL(wanted);
  const path = (of: URL) => of.pathname.replace(/\/+$/, "");
  return url.origin === expected.origin && path(url) === path(expected);
}
