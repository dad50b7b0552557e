import { screen, within } from '@testing-library/react';
import { server } from '../../../src/mocks/node';
import { toPlainText } from '../../../src/lib/gameText';
import { formatAbsolute, formatRelative, toDate } from '../../../src/lib/timeValue';
import { mockActivitiesIn, type MockActivity } from '../../../src/mocks/data/clubActivities';
import { mockClub, SHOWCASE_CLUB_INDEX } from '../../../src/mocks/data/clubs';

export const showcase = mockClub(SHOWCASE_CLUB_INDEX);

/** The showcase club's activities: the top level, then what its folders hold. */
export function showcaseActivities(): MockActivity[] {
  const top = mockActivitiesIn(SHOWCASE_CLUB_INDEX, 0);
  return [
    ...top,
    ...top.filter((a) => a.type === 'folder').flatMap((folder) => mockActivitiesIn(SHOWCASE_CLUB_INDEX, folder.id)),
  ];
}

/** The first activity of the showcase club matching the test, public unless asked otherwise. */
export function showcaseActivity(
  type: string,
  test: (activity: MockActivity) => boolean = (a) => a.public,
): MockActivity {
  const found = showcaseActivities().find((activity) => activity.type === type && test(activity));
  if (!found) throw new Error(`the showcase club has no ${type} activity of that kind`);
  return found;
}

/** The body rows of the table with this accessible name (or the only table). */
export async function rows(name?: string): Promise<HTMLElement[]> {
  const table = name === undefined ? await screen.findByRole('table') : await screen.findByRole('table', { name });
  return within(table).getAllByRole('row').slice(1);
}

/** The paths of the API requests the page makes, in order (search included). */
export function watchRequests(prefix = '/api/club'): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith(prefix)) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

/** The row whose text contains the visible text of a game-text name. */
export function rowNamed(list: HTMLElement[], name: string): HTMLElement {
  const plain = toPlainText(name);
  const found = list.find((row) => row.textContent.includes(plain));
  if (!found) throw new Error(`no row shows “${plain}”`);
  return found;
}

export { linkWithText } from '../../gameTextQueries';

/** What a TimeDisplay shows for a value: the relative text and its absolute tooltip. */
export function timeTexts(value: string | number): { relative: string; absolute: string } {
  const date = toDate(value);
  if (!date) throw new Error('not a time');
  return { relative: formatRelative(date), absolute: formatAbsolute(date) };
}
