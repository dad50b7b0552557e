// @vitest-environment jsdom
// Saving a file under our own name: the file is fetched without cookies, handed to the browser as an object URL on a
// hidden link named for the download, and the URL is let go a minute later. A refusal says what the host answered.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../src/mocks/node';
import { fetchFile, saveBlob, saveFileAs, SaveFileError } from '../../src/lib/saveFile';

const FILE_URL = 'https://files.example.test/storage/8c1f';

interface Click {
  href: string;
  download: string;
  hidden: boolean;
  inPage: boolean;
}

/** jsdom has neither object URLs nor downloads: records the blobs handed over, the URLs let go and each click. */
function watchSaving() {
  const blobs: Blob[] = [];
  const revoked: string[] = [];
  const clicks: Click[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => `blob:test/${String(blobs.push(blob) - 1)}`,
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: (url: string) => revoked.push(url) });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({
      href: this.href,
      download: this.download,
      hidden: this.hidden === true,
      inPage: document.body.contains(this),
    });
  });
  return { blobs, revoked, clicks };
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('fetching a file to save', () => {
  it('gives the host’s bytes, asked for without cookies', async () => {
    const asked: RequestCredentials[] = [];
    server.use(
      http.get(FILE_URL, ({ request }) => {
        asked.push(request.credentials);
        return new HttpResponse('PK-bytes', { headers: { 'Content-Type': 'application/zip' } });
      }),
    );
    const blob = await fetchFile(FILE_URL);
    expect(await blob.text()).toBe('PK-bytes');
    expect(blob.type).toBe('application/zip');
    expect(asked).toEqual(['omit']);
  });

  it('says the host could not be reached when the fetch fails (no CORS headers, or offline)', async () => {
    server.use(http.get(FILE_URL, () => HttpResponse.error()));
    const failure = fetchFile(FILE_URL);
    await expect(failure).rejects.toBeInstanceOf(SaveFileError);
    await expect(failure).rejects.toThrow('the file host refused (or could not be reached)');
  });

  it('says what the host answered, with its status text when there is one', async () => {
    server.use(http.get(FILE_URL, () => new HttpResponse(null, { status: 404, statusText: 'Not Found' })));
    const notFound = await fetchFile(FILE_URL).catch((error: unknown) => error);
    expect(String(notFound)).toBe('SaveFileError: the file host answered 404 Not Found');

    // A status without a standard reason phrase (HTTP/2 answers carry none at all).
    server.use(http.get(FILE_URL, () => new HttpResponse(null, { status: 599 })));
    const unknown = await fetchFile(FILE_URL).catch((error: unknown) => error);
    expect(String(unknown)).toBe('SaveFileError: the file host answered 599');
  });
});

describe('saving a blob', () => {
  it('clicks a hidden link to the object URL named for the download, removes it, and lets the URL go after a minute', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { blobs, revoked, clicks } = watchSaving();
    const file = new Blob(['bytes'], { type: 'application/zip' });
    saveBlob(file, 'Neon Blocks v3.zip');
    expect(blobs).toEqual([file]);
    expect(clicks).toEqual([{ href: 'blob:test/0', download: 'Neon Blocks v3.zip', hidden: true, inPage: true }]);
    expect(document.querySelector('a')).toBeNull();
    vi.advanceTimersByTime(59_999);
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(revoked).toEqual(['blob:test/0']);
  });
});

describe('saving a file under a name', () => {
  it('saves the fetched bytes under the name given', async () => {
    server.use(
      http.get(FILE_URL, () => new HttpResponse('PK-bytes', { headers: { 'Content-Type': 'application/zip' } })),
    );
    const { blobs, clicks } = watchSaving();
    await saveFileAs(FILE_URL, 'Canyon Drift v2.zip');
    expect(clicks.map((click) => click.download)).toEqual(['Canyon Drift v2.zip']);
    expect(await blobs[0]?.text()).toBe('PK-bytes');
  });

  it('saves nothing when the host refuses', async () => {
    server.use(http.get(FILE_URL, () => new HttpResponse(null, { status: 403, statusText: 'Forbidden' })));
    const { clicks } = watchSaving();
    await expect(saveFileAs(FILE_URL, 'Canyon Drift v2.zip')).rejects.toThrow('the file host answered 403 Forbidden');
    expect(clicks).toEqual([]);
  });
});
