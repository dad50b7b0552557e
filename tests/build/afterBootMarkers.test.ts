// The size check's test that the first view holds none of the code that loads after it (scripts/afterBootMarkers.ts).
import { describe, expect, it } from 'vitest';
import { afterBootMarker } from '../../scripts/afterBootMarkers';

describe('the after-boot markers', () => {
  it('find the worker’s registration and the answer store', () => {
    expect(afterBootMarker('const w=new Workbox("./sw.js",{scope:"./"});')).toBe('sw.js');
    expect(afterBootMarker('createStore("tmio-answers","answers")')).toBe('tmio-answers');
  });

  it('do not take a chunk whose hashed name happens to end in "sw" for the worker', () => {
    expect(afterBootMarker('import(`./CupPage-aprr0wsw.js`)')).toBeUndefined();
    expect(afterBootMarker('"./campaigns-VMmWOh-sw.js"')).toBeUndefined();
  });
});
