// How many answers the site keeps in IndexedDB (src/data/cache/answerStore.ts), read in the page: for the offline e2e test and
// the return-visit bench. A database not made yet counts 0, and is not made by asking (indexedDB.open would).
// Passed to page.evaluate as it is: it uses nothing from outside its own body.
export const storedAnswerCount = (): Promise<number> =>
  new Promise<number>((resolve) => {
    if (!('databases' in indexedDB)) return resolve(0);
    void indexedDB.databases().then((list) => {
      if (!list.some((db) => db.name === 'tmio-answers')) return resolve(0);
      const open = indexedDB.open('tmio-answers');
      open.onsuccess = () => {
        const read = open.result.transaction('answers').objectStore('answers').get('answers');
        read.onsuccess = () => {
          const value = read.result as { clientState?: { queries?: unknown[] } } | undefined;
          resolve(value?.clientState?.queries?.length ?? 0);
          open.result.close();
        };
        read.onerror = () => resolve(0);
      };
      open.onerror = () => resolve(0);
    });
  });
