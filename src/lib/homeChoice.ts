// "Open on my home": a signed-in visitor's choice that the site's root (the brand link) opens their home (/me) instead
// of the Track of the Day. Kept in this browser; read defensively: anything but the value written (blocked storage, a
// hand-edited or damaged value) is "off". Only the reading is here: the root's redirect, in the first view, reads it;
// the account menu's chunk writes it (homeChoiceStore.ts).

export const OPEN_ON_HOME_KEY = 'open-on-home';
export const OPEN_ON_HOME_VALUE = '1';

export function readOpenOnHome(): boolean {
  try {
    return localStorage.getItem(OPEN_ON_HOME_KEY) === OPEN_ON_HOME_VALUE;
  } catch {
    return false;
  }
}
