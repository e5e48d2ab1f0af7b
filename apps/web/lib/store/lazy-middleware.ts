import { compose, type Middleware } from '@reduxjs/toolkit';

/**
 * Middleware of parts that load after the store is made (RTK Query's `appApi`, whose module is only
 * in the pages that use it): registered when their module is evaluated, applied by every store from
 * its next action on.
 */
const registered: Middleware[] = [];
let version = 0;

export function registerLazyMiddleware(middleware: Middleware) {
  if (registered.includes(middleware)) return;
  registered.push(middleware);
  version += 1;
}

/**
 * One store's place for the registered middleware. Each is set up once per store and kept in the
 * store's own closure: RTK's `createDynamicMiddleware` keeps them in a module-level map by store,
 * which would hold every server render's store.
 */
export function lazyMiddlewareSlot(): Middleware {
  return (api) => (next) => {
    const applied = new Map<Middleware, ReturnType<Middleware>>();
    const appliedFor = (middleware: Middleware) => {
      let chain = applied.get(middleware);
      if (!chain) {
        chain = middleware(api);
        applied.set(middleware, chain);
      }
      return chain;
    };
    let seen = 0;
    let dispatch = next;
    return (action) => {
      if (seen !== version) {
        dispatch = compose<typeof next>(...registered.map(appliedFor))(next);
        seen = version;
      }
      return dispatch(action);
    };
  };
}
