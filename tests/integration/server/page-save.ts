// The setting of the tests that save page JSON through `project/page/save` and read what was stored
// (URL, colour and rich-text checks at save): a test server, the demo administrator and a project.
import { afterAll, beforeAll } from 'vitest'
import type { Widget } from '../../../schemas/page.ts'
import {
  createTestServer,
  type Json,
  loginDemoAdmin,
  ok,
  type Session,
  type TestServer,
  uniqueName,
} from './helpers.ts'
import { savePage } from './project-fixtures.ts'

/** A page JSON file holding `widgets`, with `con` over a small page's settings. */
export const pageJson = (widgets: Widget[], con: Json = {}) =>
  JSON.stringify({
    con: { title: 'Page', width: 800, height: 600, ...con },
    widgets,
    bind: { equips: [], signals: [], keys: [], mvars: [] },
  })

/** Starts the server for the calling file's tests; `save` posts a page file, `storedOf` reads the row. */
export function pageSaveEnv() {
  const env = {} as { server: TestServer; admin: Session; projectId: string }
  beforeAll(async () => {
    env.server = await createTestServer()
    env.admin = await loginDemoAdmin(env.server)
    env.projectId = (await ok(env.admin.call('project/add', { name: uniqueName('P') }))).id
  })
  afterAll(() => env.server.close())
  const save = (json: string, fields: Record<string, string> = {}) =>
    savePage(env.server, env.admin, { projectId: env.projectId, ...fields }, json)
  const storedOf = async (id: string): Promise<string> =>
    (
      await env.server.db
        .selectFrom('pages')
        .select('document')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).document
  return { env, save, storedOf }
}
