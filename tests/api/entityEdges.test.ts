// Edges of the shared entity schemas the other schema tests do not reach: a 2026 meta whose nested link is null, a
// text field sent as a flag, and script settings whose names are empty or missing.
import { describe, expect, it } from 'vitest';
import { PlayerSchema } from '../../src/api/entities';
import { ScriptSettingsSchema } from '../../src/api/scriptSettings';
import { decode } from '../../src/api/schema';

describe('a player and their links', () => {
  it('keeps the flat link when the 2026 profile sends it as null, and takes the nested one when it is set', () => {
    const player = decode(
      PlayerSchema,
      {
        id: 'acc-1',
        name: 'Wirtual',
        meta: { twitch: 'wirtual', youtube: 'old-channel', profile: { twitch: null, youtube: 'wirtualtm' } },
      },
      'this player',
    );
    expect(player.meta?.twitch).toBe('wirtual');
    expect(player.meta?.youtube).toBe('wirtualtm');
  });

  it('reads no name from a flag: true is not the text "true"', () => {
    const player = decode(PlayerSchema, { id: 'acc-1', name: true }, 'this player');
    expect(player.name).toBeUndefined();
  });
});

describe('script settings', () => {
  it('names a setting by its key when its name is empty', () => {
    expect(decode(ScriptSettingsSchema, [{ name: '', key: 'S_TimeLimit', value: 300 }], 'the settings')).toEqual([
      { name: 'S_TimeLimit', value: '300' },
    ]);
  });

  it('leaves out a bare value in a list: it has no name', () => {
    expect(decode(ScriptSettingsSchema, ['stray', { key: 'S_PointsLimit', value: 5 }], 'the settings')).toEqual([
      { name: 'S_PointsLimit', value: '5' },
    ]);
  });

  it('reads a setting keyed by name whose value is the value itself', () => {
    expect(decode(ScriptSettingsSchema, { S_WarmUpNb: 1 }, 'the settings')).toEqual([
      { name: 'S_WarmUpNb', value: '1' },
    ]);
  });
});
