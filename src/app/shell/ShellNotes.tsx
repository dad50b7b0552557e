import { DataStamp } from './DataStamp';
import { Notices } from './Notices';

/** The shell's quiet notes, loaded after the first view: offline, store cleared, new version, "Data as of". */
export function ShellNotes() {
  return (
    <>
      <Notices />
      <DataStamp />
    </>
  );
}
