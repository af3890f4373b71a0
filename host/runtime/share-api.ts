// The API a shared page's widgets call through (issue 30): a visitor of a share link has no session of
// the enterprise, so an enterprise's own symbol (`symbol/get`, a widget path) is read through the share
// session instead (`share/symbol`, which answers only the symbols the shared page shows). Every other
// call goes as it was asked, and a widget call that needs a login is refused as before.
import type { ApiClient } from '../../core/api/index.ts'

export function shareApi(api: ApiClient, session: string, page: string): ApiClient {
  const call = ((path: string, body?: unknown) =>
    path === 'symbol/get'
      ? api.call('share/symbol', { session, page, symbol: (body as { id: string }).id })
      : api.call(path as never, body as never)) as ApiClient['call']
  return { ...api, call }
}
