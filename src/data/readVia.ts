import type { Schema } from '../api/schema';
import { readVia, type ReadVia } from '../api/scheduler';
import type { Endpoint, PathParams } from './endpoint';
import type { EndpointRead } from './read';

export interface EndpointReadVia<Q extends string> extends EndpointRead<Q> {
  /** Through the shared scheduler, or cancelled by another signal (scheduler.ts). */
  via?: ReadVia | undefined;
}

/** readEndpoint for the factories whose answers the fan-outs read too: straight, or through the shared scheduler. */
export function readEndpointVia<P extends string, Q extends string, T>(
  endpoint: Endpoint<P, Q>,
  params: PathParams<P>,
  schema: Schema<T>,
  read: EndpointReadVia<Q>,
): Promise<T> {
  return readVia(endpoint.address(params, read.query), schema, read.what ?? endpoint.what, read.signal, read.via);
}
