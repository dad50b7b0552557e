// Saving a file under a name of our choosing. A link's `download` name is ignored by browsers when the file is on
// another origin, and when the server names the file itself (Content-Disposition): the file is fetched instead and
// saved from an object URL, whose name the page decides.

/** Why a file could not be fetched for saving, in words for the person who asked. */
export class SaveFileError extends Error {
  override readonly name = 'SaveFileError';
}

/** How long the object URL outlives the click: the browser reads it after the click returns. */
const REVOKE_AFTER_MS = 60_000;

/** Fetches `url` and returns its bytes; a refusal or failure becomes a SaveFileError saying which. */
export async function fetchFile(url: string): Promise<Blob> {
  let response: Response;
  try {
    // No cookies: a file host needs none, and a cross-origin answer with credentials would need more CORS headers.
    response = await fetch(url, { credentials: 'omit' });
  } catch {
    // fetch gives no detail on purpose: a host without CORS headers and a lost connection look the same.
    throw new SaveFileError('the file host refused (or could not be reached)');
  }
  if (!response.ok)
    throw new SaveFileError(
      `the file host answered ${String(response.status)}${response.statusText ? ` ${response.statusText}` : ''}`,
    );
  return response.blob();
}

/** Hands `blob` to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), REVOKE_AFTER_MS);
}

/** Fetches `url` and saves it as `fileName`; rejects with a SaveFileError when the file could not be fetched. */
export async function saveFileAs(url: string, fileName: string): Promise<void> {
  saveBlob(await fetchFile(url), fileName);
}
