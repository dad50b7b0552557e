import { BackToTop } from './BackToTop';
import { DataStamp } from './DataStamp';
import { Notices } from './Notices';
import { RateLimitWait } from './RateLimitWait';

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
