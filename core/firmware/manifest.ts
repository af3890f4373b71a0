// A firmware package's manifest read from its JSON text (schemas/edge/firmware.ts), shared by the platform
// that checks an upload by its content and the agent that unpacks it, so both refuse the same packages:
// wrong format, a version other than the one declared, or a file path that would leave the version's
// folder (`..`, `.`). Gzip is each side's own (Node's zlib); this part runs anywhere.
import { FirmwareManifest } from '../../schemas/edge/firmware.ts'
import { check } from '../../schemas/validate.ts'

export type ManifestRead = { ok: true; manifest: FirmwareManifest } | { ok: false; reason: string }

/** relative, plain names (the schema's key pattern does not bind a record's keys) */
const PATH = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/
const safePath = (path: string) =>
  PATH.test(path) && path.split('/').every((part) => part !== '.' && part !== '..')

export function readFirmwareManifest(json: string): ManifestRead {
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    return { ok: false, reason: 'not a firmware package (no JSON manifest)' }
  }
  if (!check(FirmwareManifest, value).ok) return { ok: false, reason: 'not a lfscada-firmware/1 manifest' }
  const manifest = value as FirmwareManifest
  const paths = Object.keys(manifest.files)
  if (!paths.length) return { ok: false, reason: 'the package holds no file' }
  if (!paths.every(safePath)) return { ok: false, reason: 'a file path leaves the package' }
  return { ok: true, manifest }
}
