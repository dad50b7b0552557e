import { readApi, type Schema } from '../api/schema';
import type { Endpoint, PathParams } from './endpoint';

export interface EndpointRead<Q extends string> {
  signal: AbortSignal;
  query?: Partial<Record<Q, string | number | boolean>>;
  /** Other words for the answer where one endpoint serves two purposes (a board's first row, for its player count). */
  what?: string;
}

/** One answer of a declared endpoint, decoded by `schema`: how the factories ask the API (readVia.ts for fan-outs). */
export function readEndpoint<P extends string, Q extends string, T>(
  endpoint: Endpoint<P, Q>,
  params: PathParams<P>,
  schema: Schema<T>,
  read: EndpointRead<Q>,
): Promise<T> {
  return readApi(endpoint.address(params, read.query), schema, read.what ?? endpoint.what, { signal: read.signal });
}
