import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { mockItemPack } from '../../../src/mocks/data/clubContents';
import { SHOWCASE_CLUB_INDEX } from '../../../src/mocks/data/clubs';
import { rows, showcase, showcaseActivity } from './helpers';

beforeAll(async () => {
  await import('../../../src/pages/clubs/ClubItemsPage');
});

const activity = showcaseActivity('item-upload');
const pack = mockItemPack(SHOWCASE_CLUB_INDEX, activity);
const path = `/clubs/${showcase.id}/items/${activity.id}`;
const newest = pack.versions.length;
const newestUrl = pack.versions[0]?.url ?? '';
const savedName = `${'Canyon Drift'.trim()} v${newest}.zip`;

interface Saved {
  name: string;
  blob: Blob | undefined;
}

/**
 * Stands in for the browser's saving of an object URL (jsdom has neither object URLs nor downloads): records the
 * name and bytes of each file the page hands over, and each tab it opens.
 */
function watchSaving() {
  const saved: Saved[] = [];
  const blobs = new Map<string, Blob>();
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const objectUrl = `blob:test/${blobs.size}`;
      blobs.set(objectUrl, blob);
      return objectUrl;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href) });
  });
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  return { saved, open };
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

async function clickNewestDownload() {
  const view = renderRoute(path);
  const list = await rows('Versions');
  const link = within(list[0] as HTMLElement).getByRole('link', { name: `Download version ${newest}` });
  await view.user.click(link);
  return { ...view, link, row: list[0] as HTMLElement };
}

describe('an item pack download', () => {
  it('fetches the file and saves it under the pack’s name ending in .zip, whatever name the file host gives it', async () => {
    const { saved, open } = watchSaving();
    const { link } = await clickNewestDownload();
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe(savedName);
    // The file host's bytes (the mocked host names the file by its id, as storage hosts do).
    expect(saved[0]?.blob?.size).toBe(22);
    expect(saved[0]?.blob?.type).toBe('application/zip');
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(link).toHaveTextContent('Download');
  });

  it('says so beside the link and opens the file when the file host refuses the fetch (no CORS)', async () => {
    server.use(http.get('/mock-files/items/:file', () => HttpResponse.error()));
    const { saved, open } = watchSaving();
    const { row } = await clickNewestDownload();
    const alert = await within(row).findByRole('alert');
    expect(alert).toHaveTextContent(`Could not save “${savedName}”: the file host refused (or could not be reached).`);
    expect(alert).toHaveTextContent('The file opens as it is instead: rename it to end in .zip.');
    expect(open).toHaveBeenCalledWith(newestUrl, '_blank', 'noopener,noreferrer');
    // A browser that blocked the new tab still leaves the way to the file.
    expect(within(alert).getByRole('link', { name: 'Open the file' })).toHaveAttribute('href', newestUrl);
    expect(saved).toEqual([]);
  });

  it('says which answer the file host gave when it fails', async () => {
    server.use(
      http.get('/mock-files/items/:file', () => new HttpResponse('gone', { status: 404, statusText: 'Not Found' })),
    );
    const { open } = watchSaving();
    const { row } = await clickNewestDownload();
    expect(await within(row).findByRole('alert')).toHaveTextContent('the file host answered 404 Not Found');
    expect(open).toHaveBeenCalledTimes(1);
  });
});
