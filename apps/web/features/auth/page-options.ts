/**
 * What a page declares about access (spec section 2): `authenticate` pages need a valid session,
 * `onlyPerformer` pages need a creator, and `noredirect` pages load the visitor when they can but
 * never redirect.
 */
export interface PageOptions {
  authenticate?: boolean;
  onlyPerformer?: boolean;
  noredirect?: boolean;
}

export type GuardDecision = { redirect: string } | { allow: true };

interface Viewer {
  isPerformer?: boolean;
}

/** The decision alone, kept pure so every branch is unit-tested. */
export function decideAccess(
  options: PageOptions,
  viewer: Viewer | null,
  paths: { login: string; nonCreator: string },
): GuardDecision {
  if (options.noredirect) return { allow: true };
  const needsViewer = options.authenticate || options.onlyPerformer;
  if (needsViewer && !viewer) return { redirect: paths.login };
  if (options.onlyPerformer && viewer && !viewer.isPerformer) return { redirect: paths.nonCreator };
  return { allow: true };
}
