// One declaration per endpoint of the API: its path, its kind of answer and the words for it. Everything about an
// address is derived from it: the query factories' addresses, the server's route table (which paths are shared and
// how long they stay fresh) and the API contract's list. Plain data and one small function, so the server and the
// first view read it without the answers' schemas (docs/decisions/016-endpoint-declarations.md).
import type { AnswerKindName } from '../api/answerFreshness';

/** A path template: `{name}` is one segment of any text, `{name:n}` a whole number. */
type ParamName<S extends string> = S extends `${infer N}:n` ? N : S;
type ParamValue<S extends string> = S extends `${string}:n` ? number : string;
export type PathParams<P extends string> = P extends `${string}{${infer S}}${infer Rest}`
  ? { [K in ParamName<S>]: ParamValue<S> } & PathParams<Rest>
  : object;

type QueryValue = string | number | boolean;

/** The facts an answer's freshness needs that its address holds (answerFreshness.ts). */
export interface AddressFacts {
  /** A Track of the Day month: months back. */
  monthOffset?: number;
  /** The address whose answer decides whether this one is fixed (a cup's own answer, for its results). */
  parentPath?: string;
}

export interface EndpointDeclaration<P extends string, Q extends string> {
  path: P;
  kind: AnswerKindName;
  /** What the answer is, in the words of an error message: "Could not load {what}". */
  what: string;
  /** The query parameters the site sends (a shared cache keeps only these). */
  query?: readonly Q[];
  facts?: (params: Record<string, string>) => AddressFacts;
}

export interface Endpoint<P extends string = string, Q extends string = string> extends EndpointDeclaration<P, Q> {
  /** The address of one answer: each parameter encoded as one segment, the query in the declared order. */
  address: (params: PathParams<P>, query?: Partial<Record<Q, QueryValue>>) => string;
}

/** A parameter of a path: `{name}`, or `{name:n}` for a whole number. */
const PARAMS = /\{(\w+)(?::n)?\}/g;

/** Declares an endpoint (see the file's head). */
export function defineEndpoint<const P extends string, const Q extends string = never>(
  declaration: EndpointDeclaration<P, Q>,
): Endpoint<P, Q> {
  const address = (params: PathParams<P>, query: Partial<Record<Q, QueryValue>> = {}) => {
    const values = params as Record<string, string | number>;
    const path = declaration.path.replace(PARAMS, (_param, name: string) => encodeURIComponent(String(values[name])));
    // An empty value is left out: the plain list without `?search=` keeps one address (and one answer).
    const pairs = (declaration.query ?? []).flatMap((name) => {
      const value = query[name];
      return value === undefined || value === '' ? [] : [`${name}=${encodeURIComponent(String(value))}`];
    });
    return pairs.length === 0 ? path : `${path}?${pairs.join('&')}`;
  };
  return { ...declaration, address };
}
