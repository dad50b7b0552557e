// A game mode's settings, as a room and a match send them: read by those two pages only.
import * as v from 'valibot';
import { isRecord } from '../lib/isRecord';

/** A game mode's setting as a row: its name and its value as text ('' when it has none: '' or null says nothing). */
export interface ScriptSettingRow {
  name: string;
  value: string;
}

function settingText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

function settingRow(keyName: string, item: unknown): ScriptSettingRow[] {
  if (isRecord(item)) {
    const named = [item.name, item.key].find((candidate) => typeof candidate === 'string' && candidate !== '');
    const name = typeof named === 'string' ? named : keyName;
    return name === '' ? [] : [{ name, value: settingText(item.value) }];
  }
  return keyName === '' ? [] : [{ name: keyName, value: settingText(item) }];
}

/**
 * Script settings, in the order sent. Clients disagree on the shape: a list of `{key, value}`, a list of
 * `{name, type, value}` (2024), or an object keyed by setting name whose values are the values themselves or such
 * objects. All read as rows; a setting without a name is left out, anything else reads as no settings.
 */
export const ScriptSettingsSchema = v.fallback(
  v.pipe(
    v.unknown(),
    v.transform((input): ScriptSettingRow[] => {
      if (Array.isArray(input)) return input.flatMap((item) => settingRow('', item));
      if (isRecord(input)) return Object.entries(input).flatMap(([name, item]) => settingRow(name, item));
      return [];
    }),
  ),
  // A missing key: the object schema consults the fallback before the entry runs.
  () => [],
);
