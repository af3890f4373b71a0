// The enterprise asset library (`asset/*`; the spec names no upload call for it, so the paths are chosen
// here): images for pages and 3D models for scenes, uploaded by any designer of the enterprise (multipart
// `file`), listed and deleted within the enterprise, and served to its signed-in users as themselves —
// with the sniffed content type, `nosniff`, and a sandboxing CSP so an svg opened as a page runs nothing.
import { Code } from '../../core/i18n/codes.ts'
import { ASSET_LIMITS } from '../../schemas/api/asset.ts'
import { Empty } from '../../schemas/api/common.ts'
import { assetFile, deleteAsset, queryAssets, uploadAsset } from '../assets/assets.ts'
import { fail } from '../http/api-error.ts'
import { endpoint } from './endpoint.ts'
import { route } from './types.ts'

export const assetRoutes = [
  endpoint('asset/upload', {
    summary:
      'upload an image (png, jpg, gif, webp, inert svg; ≤ 100 KB) or a model (glb, self-contained gltf; ≤ 20 MiB), by content; 10006 empty, 10007 format or not `kind`, 10008 size, 90004 quota',
    auth: 'user',
    // the largest kind may pass the parser; each kind's own limit is checked on the content
    fileLimit: ASSET_LIMITS.bytes.model,
    handler: ({ body, caller, s, now }) => uploadAsset(s, caller, body, now),
  }),

  endpoint('asset/query', {
    summary: "the enterprise's assets, newest first (`kind`, keyword in the name)",
    auth: 'user',
    handler: ({ body, caller, s }) => queryAssets(s, caller, body),
  }),

  endpoint('asset/delete', {
    summary: 'delete an asset of the enterprise (pages that show it keep the address and show nothing)',
    auth: 'user',
    idFields: { id: 'asset' },
    handler: ({ body, caller, s, now }) => deleteAsset(s, caller, body.id, now),
  }),

  route({
    path: 'asset/file/:id',
    method: 'GET',
    summary: "an asset's file as itself, to signed-in users of its enterprise (90003 otherwise)",
    bodySchema: Empty,
    auth: 'user',
    handler: async ({ s, caller, req, reply }) => {
      const { id } = req.params as { id: string }
      const file = await assetFile(s.db, caller, id)
      if (!file) fail(Code.noDataOrPermission)
      const data = Buffer.from(file.content)
      // The file is the answer: written raw, so the table's envelope is not sent after it.
      reply.hijack()
      reply.raw.writeHead(200, {
        'content-type': file.mime,
        'content-length': data.length,
        // private: it is served only with a session; an id never changes its content
        'cache-control': 'private, max-age=86400',
        'x-content-type-options': 'nosniff',
        'content-disposition': `inline; filename="asset.${file.format}"`,
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      })
      reply.raw.end(data)
    },
  }),
]
