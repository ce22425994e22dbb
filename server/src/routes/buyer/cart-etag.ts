// The cart's version spoken as HTTP (docs/architecture.md#server-rules): an `ETag` on the cart, `If-Match` on checkout.

/** The version as an entity tag. */
export const cartEtag = (version: string) => `"${version}"`;

/**
 * The versions an `If-Match` value names (one tag, a list, weak `W/` tags); undefined when there is
 * none or it is `*` (any cart will do), so checkout does not compare.
 */
export function versionsIn(ifMatch: string | undefined): string[] | undefined {
  if (ifMatch === undefined) return undefined;
  const tags = ifMatch.split(',').map((tag) =>
    tag
      .trim()
      .replace(/^W\//, '')
      .replace(/^"(.*)"$/, '$1'),
  );
  return tags.includes('*') ? undefined : tags;
}
