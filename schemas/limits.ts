// Numbers of the spec that a schema states as a bound (schemas import nothing of ours, so they live here
// and core/validation/limits.ts re-exports them for the rules that enforce the rest).
/** A key file (hardware lock) must not be larger (platform spec §5). */
export const KEY_FILE_MAX_BYTES = 1024 * 1024
