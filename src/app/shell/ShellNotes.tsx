import { BackToTop } from './BackToTop';
import { DataStamp } from './DataStamp';
import { Notices } from './Notices';
import { RateLimitWait } from './RateLimitWait';
import { prefetchSharedChunks } from './prefetchShared';

// Loaded after the first view: the next pages' shared code is fetched once the page is idle.
prefetchSharedChunks();

/**
 * The shell's quiet notes, loaded after the first view: offline, store cleared, new version, a rate limit waited out,
 * "Data as of"; and the long pages' Back to top.
 */
export function ShellNotes() {
  return (
    <>
      <Notices />
      <RateLimitWait />
      <DataStamp />
      <BackToTop />
    </>
  );
}
