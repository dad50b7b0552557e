// The part of negotiator 1.x the server uses (DefinitelyTyped's types describe 0.6, without `preferred`).
declare module 'negotiator' {
  import type { IncomingHttpHeaders } from 'node:http';

  export default class Negotiator {
    constructor(request: { headers: IncomingHttpHeaders });
    /** The client's most preferred of `available`; among equals, the first of `options.preferred`. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
