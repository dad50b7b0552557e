// A bound on a wait: what a promise gives if it settles within the time, else what `late` says (the promise itself
// goes on). The shared cache waits a few seconds for a refresh before it sends the last good answer; each Redis
// command fails after its time.

export function within<T, L>(promise: Promise<T>, ms: number, late: () => L): Promise<T | L> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const lateOne = new Promise<L>((resolve, reject) => {
    timer = setTimeout(() => {
      try {
        resolve(late());
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    }, ms);
  });
  return Promise.race([promise, lateOne]).finally(() => clearTimeout(timer));
}
