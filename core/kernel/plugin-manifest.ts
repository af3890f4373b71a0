// The checks a remote plugin's manifest passes before its entry is imported (host/remote's loader) and
// that the catalogue shows: the host API range, the entry's integrity, then, once imported, that the
// module provides what the manifest says. Each refusal carries a reason in words and a key with values
// for the user's language.
import type { PluginManifest } from '../../schemas/plugin-manifest.ts'
import { satisfies } from './semver.ts'
import type { WidgetPlugin } from './types.ts'

/**
 * The version of the contract remote widget plugins are built against: `WidgetPlugin`, the kit
 * (`#lfscada/sdk`), the shared React. Minor: additions a plugin may use; major: a break.
 */
export const HOST_API_VERSION = '1.1.0'

export type ManifestRefusal =
  | { reason: 'hostApi'; needs: string; host: string }
  | { reason: 'integrity'; expected: string; actual: string }
  | { reason: 'types'; expected: string; actual: string }
  | { reason: 'version'; expected: string; actual: string }

/** Why a refusal happened, in English (consoles, logs, errors). */
export function refusalText(r: ManifestRefusal): string {
  switch (r.reason) {
    case 'hostApi':
      return `the plugin needs host API ${r.needs}, this platform provides ${r.host}`
    case 'integrity':
      return `the entry's integrity is ${r.actual}, the manifest says ${r.expected}`
    case 'types':
      return `the module provides ${r.actual}, the manifest says ${r.expected}`
    case 'version':
      return `the module's widgets are version ${r.actual}, the manifest says ${r.expected}`
  }
}

/** Whether this host can run the plugin at all (checked before anything is fetched). */
export function compatibility(manifest: PluginManifest, host = HOST_API_VERSION): ManifestRefusal | null {
  return satisfies(host, manifest.hostApi) ? null : { reason: 'hostApi', needs: manifest.hostApi, host }
}

const base64 = (bytes: Uint8Array): string => {
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary)
}

/** `sha384-<base64>` of the bytes: the Subresource Integrity value of a file (Web Crypto). */
export async function integrityOf(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)
  const digest = await globalThis.crypto.subtle.digest('SHA-384', data as Uint8Array<ArrayBuffer>)
  return `sha384-${base64(new Uint8Array(digest))}`
}

/** The entry's bytes against the manifest's hash. */
export async function integrity(manifest: PluginManifest, entry: ArrayBuffer | Uint8Array) {
  const actual = await integrityOf(entry)
  return actual === manifest.integrity
    ? null
    : ({ reason: 'integrity', expected: manifest.integrity, actual } as const satisfies ManifestRefusal)
}

/** The imported widgets against the manifest: the same types, each at the manifest's version. */
export function provides(manifest: PluginManifest, widgets: readonly WidgetPlugin[]): ManifestRefusal | null {
  const expected = manifest.widgets.map((w) => w.type).sort()
  const actual = widgets.map((w) => w.type).sort()
  if (expected.join() !== actual.join())
    return { reason: 'types', expected: expected.join(', '), actual: actual.join(', ') }
  const other = widgets.find((w) => w.version !== manifest.version)
  return other ? { reason: 'version', expected: manifest.version, actual: other.version } : null
}
