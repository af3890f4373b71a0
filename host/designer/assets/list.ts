// The enterprise's images (or models), asked once per client and kind and kept until the library changes them, so every image
// field of the panel can name a picked asset by its name instead of its address.
import type { ApiClient } from '../../../core/api/index.ts'
import type { AssetKind, AssetView } from '../../../schemas/api/asset.ts'

const lists = new WeakMap<ApiClient, Map<AssetKind, Promise<AssetView[]>>>()

/** The assets of `kind` of the caller's enterprise, newest first; `fresh` asks the server again. */
export function assetsOf(api: ApiClient, kind: AssetKind, fresh = false): Promise<AssetView[]> {
  const byKind = lists.get(api) ?? new Map<AssetKind, Promise<AssetView[]>>()
  lists.set(api, byKind)
  let list = byKind.get(kind)
  if (!list || fresh) {
    list = api.call('asset/query', { kind })
    byKind.set(kind, list)
    list.catch(() => byKind.delete(kind))
  }
  return list
}

export const imageAssets = (api: ApiClient, fresh = false) => assetsOf(api, 'image', fresh)

/** After an upload or a deletion: the next reader asks again. */
export const forgetAssets = (api: ApiClient) => lists.delete(api)
