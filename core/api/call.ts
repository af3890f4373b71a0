// Typed calls through the endpoint map (schemas/api/endpoints.ts): the path names the body the call takes
// and the answer it resolves with, so no caller names an answer type by hand.

import type {
  EndpointAnswer,
  EndpointBody,
  EndpointPath,
  GetAnswer,
  GetPath,
  GetQuery,
} from '../../schemas/api/endpoints.ts'
import type { FileUpload } from '../../schemas/api/security.ts'
import type { FormObject } from './form.ts'
import type { FileOptions, RequestOptions, Transport } from './transport.ts'

/** A call's arguments: the body may be left out when the endpoint takes an empty one. */
export type CallArgs<P extends EndpointPath> =
  Record<string, never> extends EndpointBody<P>
    ? [body?: EndpointBody<P>, options?: RequestOptions]
    : [body: EndpointBody<P>, options?: RequestOptions]

/** The fields of a multipart call beside its file: the body without its file uploads. */
export type FileFields<P extends EndpointPath> = {
  [K in keyof EndpointBody<P> as NonNullable<EndpointBody<P>[K]> extends FileUpload
    ? never
    : K]: EndpointBody<P>[K]
}

export interface Calls {
  /** POSTs `body` to `path` and resolves with the answer the endpoint map gives that path. */
  call<P extends EndpointPath>(path: P, ...args: CallArgs<P>): Promise<EndpointAnswer<P>>
  /** Multipart POST of one file with the body's other fields; the answer typed like `call`'s. */
  callFile<P extends EndpointPath>(
    path: P,
    fields: FileFields<P>,
    file: Blob,
    options?: FileOptions,
  ): Promise<EndpointAnswer<P>>
  /** GETs `path` with `query` as the query string; the answer typed by the GET map. */
  query<P extends GetPath>(path: P, query: GetQuery<P>, options?: RequestOptions): Promise<GetAnswer<P>>
}

export function createCalls(transport: Pick<Transport, 'post' | 'postFile' | 'get'>): Calls {
  return {
    call: (path, ...[body, options]) =>
      transport.post(path, (body ?? {}) as unknown as FormObject, options ?? {}),
    callFile: (path, fields, file, options) =>
      transport.postFile(path, fields as unknown as FormObject, file, options ?? {}),
    query: (path, query, options) => transport.get(path, query as FormObject, options ?? {}),
  }
}
