// What a room's facts read when the API pads or bends its texts: a script or region with spaces around it, a file
// name with a dot inside, "TM_" or "_Online" inside a name rather than around it, blank values.
import { describe, expect, it } from 'vitest';
import { gamemodeLabel, rawScriptBeside, regionLabel, scriptBaseName, textOrNone } from '../../src/lib/roomRules';

describe('a room script', () => {
  it('reads the known mode through spaces around the path', () => {
    expect(gamemodeLabel('  TrackMania/TM_TimeAttack_Online.Script.txt  ')).toBe('Time Attack');
    expect(scriptBaseName('  Modes/TM_Cup_Online.Script.txt ')).toBe('TM_Cup_Online');
  });

  it('keeps a dot inside an unknown file name, and drops only the extension at the end', () => {
    expect(scriptBaseName('Modes/My.Mode_v2.Script.txt')).toBe('My.Mode_v2');
    expect(scriptBaseName('Modes/Speed.ball.js')).toBe('Speed.ball');
    expect(scriptBaseName('Modes/Team.longext')).toBe('Team.longext');
    expect(scriptBaseName('Modes/A.Script.txt.bak')).toBe('A.Script.txt');
  });

  it('leaves "TM_" and "_Online" inside an unknown name', () => {
    expect(gamemodeLabel('My_TM_Mode')).toBe('My_TM_Mode');
    expect(gamemodeLabel('Mode_Online_Beta')).toBe('Mode_Online_Beta');
  });

  it('shows the raw script beside a padded known one, never beside a blank one', () => {
    expect(rawScriptBeside(' TM_Cup_Online ')).toBe(' TM_Cup_Online ');
    expect(rawScriptBeside('   ')).toBeUndefined();
  });
});

describe("a room's region and texts", () => {
  it('name the country through spaces and case, and show "-" when blank', () => {
    expect(regionLabel(' EU-West ')).toBe('France');
    expect(regionLabel('   ')).toBe('-');
    expect(textOrNone('   ')).toBe('-');
    expect(textOrNone(' Lobby ')).toBe(' Lobby ');
  });
});
