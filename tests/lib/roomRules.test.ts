import { describe, expect, it } from 'vitest';
import {
  gamemodeLabel,
  isKnownGamemode,
  rawScriptBeside,
  regionLabel,
  roomType,
  scriptKey,
  textOrNone,
} from '../../src/lib/roomRules';

describe('gamemodeLabel', () => {
  it.each([
    ['TrackMania/TM_TimeAttack_Online.Script.txt', 'Time Attack'],
    ['TrackMania/TM_Rounds_Online.Script.txt', 'Rounds'],
    ['TrackMania/TM_Cup_Online', 'Cup'],
    ['TM_Laps_Online', 'Laps'],
    ['TM_Knockout_Online', 'Knockout'],
    ['TM_Teams_Online', 'Teams'],
    ['TM_Champion_Online', 'Champion'],
    ['TM_RoyalTimeAttack_Online', 'Royal Time Attack'],
    ['TM_Platform_Online', 'Platform'],
    ['TM_StuntMulti_Online', 'Stunt'],
    ['TM_Stunt_Online', 'Stunt'],
    ['Trackmania\\TM_Laps_Online.Script.txt', 'Laps'],
    ['trackmania/tm_timeattack_online.script.txt', 'Time Attack'],
    ['TM_KNOCKOUT_ONLINE', 'Knockout'],
  ])('names %s "%s"', (script, label) => {
    expect(gamemodeLabel(script)).toBe(label);
    expect(isKnownGamemode(script)).toBe(true);
  });

  it.each([
    ['TrackMania/TM_TMWTTeams_Online.Script.txt', 'TM_TMWTTeams_Online'],
    ['TM_Speedball_Online', 'TM_Speedball_Online'],
    ['Custom/Tag_Mode.Script.txt', 'Tag_Mode'],
    ['Custom\\Deep\\Tag_Mode.Script.txt', 'Tag_Mode'],
    ['TM_TimeAttackDaily_Online.Script.txt', 'TM_TimeAttackDaily_Online'],
    ['constructor', 'constructor'],
    ['Custom/', 'Custom/'],
  ])('names an unknown script %s by its file name without folders and extension, "%s"', (script, label) => {
    expect(gamemodeLabel(script)).toBe(label);
    expect(isKnownGamemode(script)).toBe(false);
  });

  it('shows the script as sent beside the name where the two differ', () => {
    expect(rawScriptBeside('TrackMania/TM_TimeAttack_Online.Script.txt')).toBe(
      'TrackMania/TM_TimeAttack_Online.Script.txt',
    );
    expect(rawScriptBeside('TrackMania/TM_TMWTTeams_Online.Script.txt')).toBe(
      'TrackMania/TM_TMWTTeams_Online.Script.txt',
    );
    expect(rawScriptBeside('TM_Laps_Online')).toBe('TM_Laps_Online');
    expect(rawScriptBeside('TM_Speedball_Online')).toBeUndefined();
    expect(rawScriptBeside(undefined)).toBeUndefined();
    expect(rawScriptBeside('')).toBeUndefined();
  });

  it('shows "-" for a missing or empty script', () => {
    expect(gamemodeLabel(undefined)).toBe('-');
    expect(gamemodeLabel(null)).toBe('-');
    expect(gamemodeLabel('  ')).toBe('-');
    expect(isKnownGamemode(undefined)).toBe(false);
  });

  it('keys a script on its base name only', () => {
    expect(scriptKey('TrackMania/Deep/Folder/TM_Cup_Online.Script.txt')).toBe('cup');
    expect(scriptKey('TM_Cup_Online/Other.Script.txt')).toBe('other');
  });
});

describe('regionLabel', () => {
  it('names the three server regions by country', () => {
    expect(regionLabel('eu-west')).toBe('France');
    expect(regionLabel('ca-central')).toBe('Canada');
    expect(regionLabel('cn-northwest')).toBe('China');
    expect(regionLabel('EU-West')).toBe('France');
  });

  it('shows an unknown region raw and a missing one as "-"', () => {
    expect(regionLabel('ap-southeast')).toBe('ap-southeast');
    expect(regionLabel('toString')).toBe('toString');
    expect(regionLabel('')).toBe('-');
    expect(regionLabel(undefined)).toBe('-');
    expect(regionLabel(null)).toBe('-');
  });
});

describe('roomType and textOrNone', () => {
  it('calls Nadeo rooms Nadeo and every other room Dedicated', () => {
    expect(roomType(true)).toBe('Nadeo');
    expect(roomType(false)).toBe('Dedicated');
    expect(roomType(undefined)).toBe('Dedicated');
  });

  it('fills empty text with "-"', () => {
    expect(textOrNone('srv1')).toBe('srv1');
    expect(textOrNone('')).toBe('-');
    expect(textOrNone(undefined)).toBe('-');
  });
});
