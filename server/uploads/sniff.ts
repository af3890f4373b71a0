// What an uploaded file is, from its bytes alone (a file's name and the browser's mime type are the
// uploader's word): the image formats browsers draw, and glTF 2.0 models (binary GLB, or JSON with
// every buffer and image embedded, since a lone .gltf cannot reach files beside it). An svg is served
// from the platform's origin, so one that could run script, load anything or expand entities is
// refused rather than trusted to the browser (`inertSvg`).
import type { SniffedFormat } from '../../schemas/api/asset.ts'

const startsWith = (data: Uint8Array, bytes: readonly number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((b, i) => data[at + i] === b)
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0))

const text = (data: Uint8Array, end?: number) =>
  Buffer.from(data.subarray(0, end ?? data.length))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()

const SVG_ROOT = /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>[]*>\s*)?<svg[\s>]/i

/** The raster formats by signature (ico: reserved 0, type 1, at least one image); svg by its root element. */
function imageFormat(data: Uint8Array): SniffedFormat | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpg'
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'gif'
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp'
  if (startsWith(data, [0x00, 0x00, 0x01, 0x00]) && data.length >= 6 && (data[4] || data[5])) return 'ico'
  if (SVG_ROOT.test(text(data, 2048))) return 'svg'
  return null
}

/** GLB: magic `glTF`, version 2, and a length field that matches the file. */
function isGlb(data: Uint8Array): boolean {
  if (!startsWith(data, ascii('glTF')) || data.length < 12) return false
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  return view.getUint32(4, true) === 2 && view.getUint32(8, true) === data.length
}

interface GltfJson {
  asset?: { version?: unknown }
  buffers?: Array<{ uri?: unknown }>
  images?: Array<{ uri?: unknown }>
}

/** glTF JSON 2.x whose buffers and images are all embedded (`data:` URIs or buffer views). */
function isSelfContainedGltf(data: Uint8Array): boolean {
  const head = text(data, 64)
  if (!head.startsWith('{')) return false
  let json: GltfJson
  try {
    json = JSON.parse(text(data)) as GltfJson
  } catch {
    return false
  }
  const version = json.asset?.version
  if (typeof version !== 'string' || !version.startsWith('2.')) return false
  const uris = [...(json.buffers ?? []), ...(json.images ?? [])].map((r) => r.uri)
  return uris.every((uri) => uri === undefined || (typeof uri === 'string' && uri.startsWith('data:')))
}

/**
 * An svg that cannot act: no script, event handler, `javascript:` or other scheme, no embedded HTML,
 * no external reference (`href` outside the document), no entity declarations (entity expansion).
 */
export function inertSvg(data: Uint8Array): boolean {
  const svg = Buffer.from(data).toString('utf8')
  if (/<script|<foreignObject|<iframe|<embed|<object|<!ENTITY|<\?xml-stylesheet/i.test(svg)) return false
  if (/[\s/"']on[a-z]+\s*=/i.test(svg)) return false
  if (/(javascript|vbscript|data\s*:\s*text\/html)/i.test(svg)) return false
  // href / xlink:href only to fragments of the document or embedded images
  for (const m of svg.matchAll(/\bhref\s*=\s*["']\s*([^"']*)["']/gi)) {
    const target = m[1] ?? ''
    if (!target.startsWith('#') && !/^data:image\/(png|jpeg|gif|webp);/i.test(target)) return false
  }
  // CSS that loads anything (`url(http…)`, `@import`)
  if (/@import|url\(\s*["']?\s*(?!#|data:image\/)/i.test(svg)) return false
  return true
}

/** The file's format, or null when it is none that we know. */
export function sniffFormat(data: Uint8Array): SniffedFormat | null {
  const image = imageFormat(data)
  if (image) return image
  if (isGlb(data)) return 'glb'
  if (isSelfContainedGltf(data)) return 'gltf'
  return null
}
