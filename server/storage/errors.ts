// Database errors the code reacts to, recognised the same way on both dialects.

/** A unique-index violation on either dialect (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error)
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}

export const STORAGE_FAILURE_REASONS = ['full', 'read-only', 'io'] as const
export type StorageFailureReason = (typeof STORAGE_FAILURE_REASONS)[number]

/** Why the database cannot store anything now, with the driver's own code (SQLITE_FULL, 53100…). */
export interface StorageFailure {
  reason: StorageFailureReason
  code: string
  message: string
}

/** PostgreSQL SQLSTATEs of a database that cannot write: disk full, read-only transaction, I/O error. */
const PG_FAILURES: Record<string, StorageFailureReason> = {
  '53100': 'full',
  '25006': 'read-only',
  '58030': 'io',
}

/** SQLite's primary result codes of the same (extended codes such as SQLITE_IOERR_WRITE share them). */
const SQLITE_FAILURES: [prefix: string, reason: StorageFailureReason][] = [
  ['SQLITE_FULL', 'full'],
  ['SQLITE_READONLY', 'read-only'],
  ['SQLITE_IOERR', 'io'],
]

/** The storage failure an error is, or null for any other error (a bug, a constraint, a bad query). */
export function storageFailureOf(error: unknown): StorageFailure | null {
  const code = codeOf(error)
  if (!code) return null
  const reason = PG_FAILURES[code] ?? SQLITE_FAILURES.find(([prefix]) => code.startsWith(prefix))?.[1] ?? null
  if (!reason) return null
  return { reason, code, message: error instanceof Error ? error.message : String(error) }
}

/** Rethrows any error but a storage failure: for writes that may be skipped while storage is down. */
export function unlessStorageFailure(error: unknown): void {
  if (!storageFailureOf(error)) throw error
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : undefined
}
