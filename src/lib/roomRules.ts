// How a club room's raw API values read on the page: its type, its game mode and its region.

/** The spec's tooltip on Nadeo rooms: the game starts more servers for a busy official room. */
export const MULTIPLE_INSTANCES_TOOLTIP = 'This room may have multiple instances.';

/** Shown where the API sent nothing (or an empty string) for a value. */
export const NO_VALUE = '-';

export type RoomType = 'Nadeo' | 'Dedicated';

/** Rooms hosted by the game's makers are "Nadeo"; a club's own server is "Dedicated". */
export function roomType(nadeo: boolean | undefined): RoomType {
  return nadeo === true ? 'Nadeo' : 'Dedicated';
}

// Keys are script base names, lower case, without the "TM_" prefix and the "_Online" suffix.
// A Map, not an object: a script named "constructor" must not find Object's prototype.
const GAMEMODES: ReadonlyMap<string, string> = new Map([
  ['timeattack', 'Time Attack'],
  ['rounds', 'Rounds'],
  ['cup', 'Cup'],
  ['laps', 'Laps'],
  ['knockout', 'Knockout'],
  ['teams', 'Teams'],
  ['champion', 'Champion'],
  ['royaltimeattack', 'Royal Time Attack'],
  ['platform', 'Platform'],
  ['stunt', 'Stunt'],
  ['stuntmulti', 'Stunt'],
]);

/** A script's file name without its folders and its extension: "TrackMania/TM_Cup_Online.Script.txt" gives "TM_Cup_Online". */
export function scriptBaseName(script: string): string {
  const base = script.trim().split(/[/\\]/).pop() ?? '';
  return base.replace(/\.script\.txt$/i, '').replace(/\.[a-z]{1,4}$/i, '');
}

/**
 * The key of a script path such as "TrackMania/TM_TimeAttack_Online.Script.txt" or "TM_Cup_Online": the file's base
 * name without folders, extension, the "TM_" prefix and the "_Online" suffix, in lower case.
 */
export function scriptKey(script: string): string {
  return scriptBaseName(script)
    .toLowerCase()
    .replace(/^tm_/, '')
    .replace(/_online$/, '');
}

/**
 * The game mode's name for a room script, one rule wherever a mode shows: a known mode by its name ("Time Attack"),
 * any other by its file name without folders and extension ("TrackMania/TM_TMWTTeams_Online.Script.txt" reads
 * "TM_TMWTTeams_Online", as "TM_Speedball_Online" does), a missing one as "-".
 */
export function gamemodeLabel(script: string | null | undefined): string {
  if (typeof script !== 'string' || script.trim() === '') return NO_VALUE;
  // A path that ends in a folder has no file name: shown as sent.
  return GAMEMODES.get(scriptKey(script)) ?? (scriptBaseName(script) || script.trim());
}

/** True when the script maps to one of the known game modes. */
export function isKnownGamemode(script: string | null | undefined): boolean {
  return typeof script === 'string' && GAMEMODES.has(scriptKey(script));
}

/** The script as sent where the name shown differs from it (a known mode, a path): worth showing beside the name. */
export function rawScriptBeside(script: string | null | undefined): string | undefined {
  return typeof script === 'string' && script.trim() !== '' && gamemodeLabel(script) !== script ? script : undefined;
}

const REGIONS: ReadonlyMap<string, string> = new Map([
  ['eu-west', 'France'],
  ['ca-central', 'Canada'],
  ['cn-northwest', 'China'],
]);

/** The country of a Nadeo server region; an unknown region is shown as sent, a missing one as "-". */
export function regionLabel(region: string | null | undefined): string {
  if (typeof region !== 'string' || region.trim() === '') return NO_VALUE;
  return REGIONS.get(region.trim().toLowerCase()) ?? region;
}

/** A text value as shown in a cell: "-" when missing or empty. */
export function textOrNone(value: string | null | undefined): string {
  return typeof value === 'string' && value.trim() !== '' ? value : NO_VALUE;
}
