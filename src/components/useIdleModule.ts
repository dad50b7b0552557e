import { useEffect, useState } from 'react';
import type { IdleModule } from '../lib/idleModule';

/**
 * A module loaded when idle (src/lib/idleModule.ts), for a part that opens on the reader's action (a popup): the module
 * when it is here; when it is not yet, it is asked for and the part draws again on its arrival. A failed download
 * leaves the part empty until it opens again.
 */
export function useIdleModule<T>(module: IdleModule<T>): T | undefined {
  const [, setArrived] = useState(0);
  const loaded = module.current() !== undefined;
  useEffect(() => {
    if (loaded) return undefined;
    let current = true;
    module.load().then(
      () => {
        if (current) setArrived((count) => count + 1);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [loaded, module]);
  return module.current();
}
