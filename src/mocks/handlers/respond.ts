import { delay, http, HttpResponse, type DefaultBodyType, type PathParams } from 'msw';
import { apiFormOf, inApiForm } from '../apiForm';
import { drift } from '../drift';
import { takeRequest } from '../rateLimit';
import { driftOf, rateLimitOf, scenarioOf, SLOW_MS, type Scenario } from '../scenarios';
import { sparse } from '../sparse';
import type { Endpoint } from '../../data/endpoint';

export interface MockContext {
  request: Request;
  params: PathParams;
  url: URL;
  /** True in the "empty" scenario: answer with empty lists. */
  empty: boolean;
}

type Resolver = (context: MockContext) => DefaultBodyType | Response | Promise<DefaultBodyType | Response>;

/** The message the "error" scenario sends, in the API's own error shape. */
export const SCENARIO_ERROR = 'The mocked API is in its error scenario.';

/** Says whether a handler answers a request; when it does not, msw tries the next handler for the same path. */
type Applies = (context: MockContext) => boolean;

/**
 * A JSON answer as the scenario sends it, in the API's form of the year (apiForm.ts): sparse leaves the optional keys
 * out, drift bends it (seeded per request).
 */
function shaped(data: DefaultBodyType, scenario: Scenario, request: Request): DefaultBodyType {
  const result = inApiForm(data, apiFormOf(request)) as DefaultBodyType;
  if (scenario === 'sparse') return sparse(result) as DefaultBodyType;
  if (scenario === 'drift') {
    const url = new URL(request.url);
    return drift(result, driftOf(request), `${request.method} ${url.pathname}${url.search}`) as DefaultBodyType;
  }
  return result;
}

/**
 * Wraps a handler with the scenarios: slow waits, error answers 500 with {error}, empty is passed on, ratelimit counts
 * the request and answers 429 once the window's allowance is spent.
 */
function scenarioAware(resolver: Resolver, applies?: Applies) {
  return async ({ request, params }: { request: Request; params: PathParams }) => {
    // Returning nothing lets two areas share a path (cups and events both live under /api/comp/{id}).
    if (applies && !applies({ request, params, url: new URL(request.url), empty: false })) return undefined;
    const scenario = scenarioOf(request);
    if (scenario === 'slow') await delay(SLOW_MS);
    if (scenario === 'error') return HttpResponse.json({ error: SCENARIO_ERROR }, { status: 500 });
    const limit = scenario === 'ratelimit' ? takeRequest(rateLimitOf(request)) : undefined;
    const limitHeaders = limit
      ? { 'X-Ratelimit-Remaining': String(limit.remaining), 'X-Ratelimit-Reset': String(limit.resetSeconds) }
      : undefined;
    if (limit && !limit.allowed)
      return HttpResponse.json({ error: 'Too many requests.' }, { status: 429, headers: limitHeaders });
    const result = await resolver({ request, params, url: new URL(request.url), empty: scenario === 'empty' });
    if (result instanceof Response) {
      for (const [name, value] of Object.entries(limitHeaders ?? {})) result.headers.set(name, value);
      return result;
    }
    return HttpResponse.json(shaped(result, scenario, request), limitHeaders ? { headers: limitHeaders } : {});
  };
}

/** A mock of a path the API answers that the site does not declare (a ghost's download). */
export const mockGet = (path: string, resolver: Resolver) => http.get(path, scenarioAware(resolver));

/**
 * A declared path's parameters as a mock reads them (src/data/endpoint.ts): `{name}` as text, `{name:n}` as a whole
 * number, undefined when the segment sent is not one (the handler answers as the API would).
 */
type MockArgs<P extends string> = P extends `${string}{${infer S}}${infer Rest}`
  ? { [K in S extends `${infer N}:n` ? N : S]: S extends `${string}:n` ? number | undefined : string } & MockArgs<Rest>
  : object;

/** What a mock of a declared endpoint reads: the request, and the path's parameters typed by the declaration. */
export interface EndpointContext<P extends string> extends MockContext {
  args: MockArgs<P>;
}

type EndpointResolver<P extends string> = (
  context: EndpointContext<P>,
) => DefaultBodyType | Response | Promise<DefaultBodyType | Response>;

const DECLARED_PARAM = /\{(\w+)(:n)?\}/g;

/** The declaration's path as msw matches it: `{id:n}` → `:id`. */
export const mockPath = (endpoint: Pick<Endpoint, 'path'>) => endpoint.path.replace(DECLARED_PARAM, ':$1');

function withArgs<P extends string>(endpoint: Endpoint<P>, context: MockContext): EndpointContext<P> {
  const args: Record<string, string | number | undefined> = {};
  for (const [, name = '', numeric] of endpoint.path.matchAll(DECLARED_PARAM))
    args[name] = numeric ? intParam(context, name) : param(context, name);
  return { ...context, args: args as MockArgs<P> };
}

/**
 * The mock of a declared endpoint (GET): its path and its parameters' types come from the declaration, so a mock
 * answers exactly the addresses the site asks for. `applies` lets two areas share a path (cups and events).
 */
export function mockEndpoint<P extends string>(
  endpoint: Endpoint<P>,
  resolver: EndpointResolver<P>,
  applies?: (context: EndpointContext<P>) => boolean,
) {
  return http.get(
    mockPath(endpoint),
    scenarioAware(
      (context) => resolver(withArgs(endpoint, context)),
      applies && ((context) => applies(withArgs(endpoint, context))),
    ),
  );
}

/** The mock of a declared endpoint that takes a POST (the session's and the profile's). */
export function mockEndpointPost<P extends string>(endpoint: Endpoint<P>, resolver: EndpointResolver<P>) {
  return http.post(
    mockPath(endpoint),
    scenarioAware((context) => resolver(withArgs(endpoint, context))),
  );
}

/** The API's own error answer. */
export function apiError(message: string, status = 200): Response {
  return HttpResponse.json({ error: message }, { status });
}

/** A route parameter as a single string. */
export function param(context: MockContext, name: string): string {
  const value = context.params[name];
  if (typeof value === 'string') return value;
  return value?.[0] ?? '';
}

/** A whole number written as text, or undefined when it is not one. */
export const wholeNumber = (text: string): number | undefined => (/^\d+$/.test(text) ? Number(text) : undefined);

/** A non-negative integer parameter, or undefined when it is not one. */
export function intParam(context: MockContext, name: string): number | undefined {
  const raw = param(context, name);
  return /^\d+$/.test(raw) ? Number(raw) : undefined;
}
