// The enterprise asset library (`asset/*`): images a page designer places (UsualImage, backgrounds,
// animation frames) and 3D models (glTF/GLB) a scene loads, uploaded once per enterprise and picked by
// name. A file's kind and format come from its content, never from its name or the browser's mime type.
import Type, { type Static } from 'typebox'
import { Id, Text } from './common.ts'
import { FileUpload } from './security.ts'

export const ASSET_KINDS = ['image', 'model'] as const
export const AssetKind = Type.Enum(ASSET_KINDS)
export type AssetKind = Static<typeof AssetKind>

/** Formats taken, each recognised by its first bytes (svg: by its root element, and only when inert). */
export const ASSET_FORMATS = {
  image: ['png', 'jpg', 'gif', 'webp', 'svg'],
  model: ['glb', 'gltf'],
} as const satisfies Record<AssetKind, readonly string[]>
export type AssetFormat = (typeof ASSET_FORMATS)[AssetKind][number]

/**
 * Every format an upload is recognised as by its content (server/uploads/sniff.ts), with the type it is
 * served as; each kind of upload takes some of them (assets, avatars, style images).
 */
export const SNIFFED_MIME = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  glb: 'model/gltf-binary',
  gltf: 'model/gltf+json',
} as const
export type SniffedFormat = keyof typeof SNIFFED_MIME

/**
 * Limits of platform spec §9: an image under 100 KB and 10 uploaded assets per enterprise (90004
 * beyond). The spec sets no size for a 3D model; a GLB carries its textures, so 20 MiB.
 */
export const ASSET_LIMITS = {
  bytes: { image: 100 * 1024, model: 20 * 1024 * 1024 } satisfies Record<AssetKind, number>,
  perEnterprise: 10,
  totalBytes: 10 * 20 * 1024 * 1024,
} as const

/** Multipart: the file (`file`); `kind` when the caller expects one (another kind is 10007). */
export const AssetUploadBody = Type.Object({
  file: FileUpload,
  kind: Type.Optional(AssetKind),
  /** shown in the picker; the file's own name without its folder when left out */
  name: Type.Optional(Text(100)),
})
export type AssetUploadBody = Static<typeof AssetUploadBody>

/** The enterprise's assets, newest first; `kind` and a keyword in the name narrow it. */
export const AssetQueryBody = Type.Object({
  kind: Type.Optional(AssetKind),
  keyword: Type.Optional(Text(64)),
})
export type AssetQueryBody = Static<typeof AssetQueryBody>

export const AssetIdBody = Type.Object({ id: Id })
export type AssetIdBody = Static<typeof AssetIdBody>

/** One asset as the API shows it; `url` is where it is served (a path of the platform). */
export const AssetView = Type.Object({
  id: Id,
  kind: AssetKind,
  name: Type.String(),
  format: Type.String(),
  mime: Type.String(),
  size: Type.Integer({ minimum: 0 }),
  url: Type.String(),
  createdAt: Type.Integer(),
  /** who uploaded it (login name) */
  createdBy: Type.String(),
})
export type AssetView = Static<typeof AssetView>

/** Where an asset is served, below the API prefix (`GET asset/file/:id`). */
export const assetPath = (prefix: string, id: string) => `${prefix}/asset/file/${id}`

/** The asset library's calls in the endpoint map (schemas/api/endpoints.ts): body schema, answer schema. */
export const ASSET_ENDPOINTS = {
  'asset/upload': { body: AssetUploadBody, answer: AssetView },
  'asset/query': { body: AssetQueryBody, answer: Type.Array(AssetView) },
  'asset/delete': { body: AssetIdBody, answer: Type.Object({ id: Type.String() }) },
} as const
