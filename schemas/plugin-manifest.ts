// The manifest a remote widget plugin ships apart from its code (README "Writing a widget plugin"): what
// the catalogue shows before anything runs, and what the loader checks before importing the entry: the
// host API range it needs and the integrity hash of the entry (SRI-style sha384).
import Type, { type Static } from 'typebox'

/** `x.y.z` (no pre-release: a saved widget compares versions, and plugins number theirs plainly). */
export const SEMVER_PATTERN = '^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)$'
/** A version range: comparators joined by blanks (all must hold), `||` between alternatives. */
export const RANGE_PATTERN =
  '^\\s*(\\^|~|>=|<=|>|<|=)?\\d+(\\.(\\d+|x|\\*)){0,2}(\\s+(\\^|~|>=|<=|>|<|=)?\\d+(\\.(\\d+|x|\\*)){0,2})*(\\s*\\|\\|\\s*(\\^|~|>=|<=|>|<|=)?\\d+(\\.(\\d+|x|\\*)){0,2}(\\s+(\\^|~|>=|<=|>|<|=)?\\d+(\\.(\\d+|x|\\*)){0,2})*)*\\s*$'
/** Subresource Integrity of the entry: `sha384-` and the base64 of the SHA-384 of its bytes. */
export const INTEGRITY_PATTERN = '^sha384-[A-Za-z0-9+/]{64}$'
export const WIDGET_CATEGORIES = [
  'shape',
  'basic',
  'chart',
  'complex',
  'navigation',
  'script',
  'group',
  'custom',
] as const

export const ManifestWidget = Type.Object(
  {
    type: Type.String({ pattern: '^[A-Z][A-Za-z0-9]{1,63}$' }),
    title: Type.Object({
      zh: Type.String({ minLength: 1, maxLength: 64 }),
      en: Type.String({ minLength: 1, maxLength: 64 }),
    }),
    category: Type.Enum(WIDGET_CATEGORIES),
  },
  { additionalProperties: false },
)

export const PluginManifest = Type.Object(
  {
    /** The plugin's own id, e.g. `acme-gauge` (reverse-DNS or npm-like names welcome). */
    id: Type.String({ pattern: '^[a-z0-9][a-z0-9._@/-]{0,99}$' }),
    version: Type.String({ pattern: SEMVER_PATTERN }),
    /** How the entry is built: a native ES module, or a vite-plugin-federation remote entry. */
    format: Type.Optional(Type.Enum(['esm', 'federation'] as const)),
    /** The module the catalogue's URL points at, relative to the manifest (informative). */
    entry: Type.Optional(Type.String({ maxLength: 200 })),
    widgets: Type.Array(ManifestWidget, { minItems: 1, maxItems: 50 }),
    /** The range of the host's widget API (HOST_API_VERSION) the plugin was built for, e.g. `^1.0.0`. */
    hostApi: Type.String({ pattern: RANGE_PATTERN, maxLength: 100 }),
    integrity: Type.String({ pattern: INTEGRITY_PATTERN }),
  },
  { additionalProperties: false },
)
export type PluginManifest = Static<typeof PluginManifest>
/** The file name a manifest is stored and published under, beside the entry. */
export const MANIFEST_FILE = 'lfscada-plugin.json'
