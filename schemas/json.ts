// Framework-free helpers on plain values, shared by the kernel, the page model, the host and plugins.

/** A JSON-style object: not null, not an array (what a schema's `properties` or a widget's option group is). */
export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
