// A route registered from the endpoint map (schemas/api/endpoints.ts): its path and body schema come from
// the map, and its handler must resolve with the map's answer type, so the server and the web client
// cannot drift apart on a path, a body or an answer. `getEndpoint` does the same for the GET map.
import type { TSchema } from 'typebox'
import {
  ENDPOINTS,
  type EndpointAnswer,
  type EndpointPath,
  GET_ENDPOINTS,
  type GetAnswer,
  type GetPath,
} from '../../schemas/api/endpoints.ts'
import { type Route, type RouteAuth, type RouteSpec, route } from './types.ts'

type BodyOf<P extends EndpointPath> = (typeof ENDPOINTS)[P]['body']
type QueryOf<P extends GetPath> = (typeof GET_ENDPOINTS)[P]['query']

/** A route's spec without what the map gives, its handler bound to answer the map's answer type. */
type MappedSpec<S extends TSchema, A extends RouteAuth, Answer> = Omit<
  RouteSpec<S, A>,
  'path' | 'method' | 'bodySchema' | 'handler'
> & {
  handler: (ctx: Parameters<RouteSpec<S, A>['handler']>[0]) => Promise<Answer>
}

export function endpoint<P extends EndpointPath, A extends RouteAuth>(
  path: P,
  spec: MappedSpec<BodyOf<P>, A, EndpointAnswer<P>>,
): Route {
  return route<BodyOf<P>, A>({ ...spec, path, bodySchema: ENDPOINTS[path].body } as RouteSpec<BodyOf<P>, A>)
}

export function getEndpoint<P extends GetPath, A extends RouteAuth>(
  path: P,
  spec: MappedSpec<QueryOf<P>, A, GetAnswer<P>>,
): Route {
  const bodySchema = GET_ENDPOINTS[path].query
  return route<QueryOf<P>, A>({ ...spec, path, method: 'GET', bodySchema } as RouteSpec<QueryOf<P>, A>)
}
