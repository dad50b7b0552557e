/**
 * A module the first view can do without (a popup's code, a card's), loaded once the page has loaded and the browser
 * is idle, or at its first use if that is sooner. Never in the middle of the first view's work: a load event handler
 * that asks for a chunk is a long task on a slow phone. `current()` gives the module once it is here, for a use that
 * cannot wait (a popup must open within the click); `load()` asks for it, again after a failed download (offline on
 * a first visit: the next use asks again).
 */
export interface IdleModule<T> {
  current: () => T | undefined;
  load: () => Promise<T>;
}

export function idleModule<T>(importer: () => Promise<T>): IdleModule<T> {
  let module: T | undefined;
  let pending: Promise<T> | undefined;
  const load = (): Promise<T> => {
    pending ??= importer().then(
      (loaded) => (module = loaded),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const preload = () => {
    load().catch(() => undefined);
  };
  // Once the page has loaded, when the browser is idle: also when the page had already loaded as this module came (the
  // app's code arrives after the first paint, usually after the load event), as the first view's work is still to do.
  if (typeof document !== 'undefined') {
    const whenIdle = () =>
      typeof requestIdleCallback === 'function' ? requestIdleCallback(preload) : setTimeout(preload, 500);
    if (document.readyState === 'complete') {
      whenIdle();
    } else {
      addEventListener('load', whenIdle, { once: true });
    }
  }
  return { current: () => module, load };
}
