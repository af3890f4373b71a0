// `GET openapi.json`: the OpenAPI 3.1 document of the whole route table (openapi-document.ts), made once
// on first ask, as a plain JSON answer (no envelope) so renderers and generators read it as it is. For
// administrators of the API keys (`manage_api_list`): the interactive page at /manage/api/docs reads it.
import Type from 'typebox'
import { VERSION } from './health.ts'
import { openApiDocument } from './openapi-document.ts'
import { type Route, route } from './types.ts'

export const OPENAPI_PATH = 'openapi.json'

/** No query: anything asked beside the document is refused (10001) in the envelope, not answered raw. */
const NoQuery = Type.Object({}, { additionalProperties: false })

/** The document's route; `table` answers the whole route table (this route included) when first asked. */
export function openApiRoutes(table: () => readonly Route[]): Route[] {
  let document: string | undefined
  return [
    route({
      path: OPENAPI_PATH,
      method: 'GET',
      summary: 'the OpenAPI 3.1 document of every call, generated from the route table and the endpoint map',
      bodySchema: NoQuery,
      auth: 'manage_api_list',
      handler: async ({ s, reply }) => {
        document ??= JSON.stringify(openApiDocument(table(), { prefix: s.config.prefix, version: VERSION }))
        return reply.type('application/json; charset=utf-8').send(document)
      },
    }),
  ]
}
