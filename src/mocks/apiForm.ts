// The form the mocked API answers in: as the real API answers today (2026, the default), or as it answered in 2024,
// so the pages are tested against both (API-NOTES "What changed by 2026"; the 2022 form is tested on the captured
// answers of shared/real-api). The data set is written once, in the decoded form the pages read; this module turns
// an answer into the form's wire shape on its way out.
import { isRecord } from '../lib/isRecord';
export const API_FORMS = ['2026', '2024'] as const;
export type ApiForm = (typeof API_FORMS)[number];

/** A request header (an e2e test, `MOCK_API_FORM` on the e2e server) that wins over the switched form. */
export const API_FORM_HEADER = 'x-mock-api-form';

/** The social links that 2026 answers nest under `meta.profile`. */
const PROFILE_KEYS = ['twitch', 'youtube', 'twitter', 'mastodon'];

let current: ApiForm = '2026';

function isApiForm(value: unknown): value is ApiForm {
  return typeof value === 'string' && (API_FORMS as readonly string[]).includes(value);
}

/** Switches the form of every answer (page tests); the tests' setup switches back to 2026 after each test. */
export function setApiForm(next: ApiForm): void {
  current = next;
}

export function apiFormOf(request?: Request): ApiForm {
  const fromHeader = request?.headers.get(API_FORM_HEADER);
  return isApiForm(fromHeader) ? fromHeader : current;
}

/** 2026: the social links under `profile` (`{}` when there are none), every other key left flat. */
function meta2026(meta: Record<string, unknown>): Record<string, unknown> {
  const flat = Object.entries(meta).filter(([key]) => !PROFILE_KEYS.includes(key));
  const profile = Object.entries(meta).filter(([key]) => PROFILE_KEYS.includes(key));
  return { ...Object.fromEntries(flat), profile: Object.fromEntries(profile) };
}

/** A map object (it has a uid and medal times): 2026 answers add `hasClones` and `competitionsmetadata`. */
function isMap(value: Record<string, unknown>): boolean {
  return typeof value.mapUid === 'string' && 'authorScore' in value;
}

function to2026(value: unknown, key: string): unknown {
  if (Array.isArray(value)) return value.map((item) => to2026(item, ''));
  if (!isRecord(value)) return value;
  const copy = Object.fromEntries(Object.entries(value).map(([name, item]) => [name, to2026(item, name)]));
  if (key === 'meta') return meta2026(copy);
  if (isMap(copy))
    return { ...copy, hasClones: copy.hasClones ?? false, competitionsmetadata: copy.competitionsmetadata ?? [] };
  return copy;
}

/** The answer in `form`'s wire shape (a copy; the data set is left as it is). */
export function inApiForm(answer: unknown, form: ApiForm): unknown {
  return form === '2026' ? to2026(answer, '') : answer;
}
