// The agent's data dir refusing writes: a full disk, a read-only or failing file system, seen as Node's
// errno codes or SQLite's result codes (extended ones such as SQLITE_IOERR_WRITE share their prefix). The
// agent waits for it to pass instead of dying: a gateway's disk fills up and is cleaned, the box stays up.

const ERRNO = new Set(['ENOSPC', 'EROFS', 'EDQUOT', 'EIO'])
const SQLITE_PREFIXES = ['SQLITE_FULL', 'SQLITE_READONLY', 'SQLITE_IOERR', 'SQLITE_CANTOPEN']

export function isDiskFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code !== 'string') return false
  return ERRNO.has(code) || SQLITE_PREFIXES.some((prefix) => code.startsWith(prefix))
}

export interface DiskEpisode {
  /** A write failed: rethrown unless the disk refused; logged when it is the first of a run. */
  failed(error: unknown): void
  /** A write succeeded: the run of failures, if any, ends (logged). */
  ok(): void
}

/** Failures of one kind of write, logged once when they start and once when they end. */
export function diskEpisode(what: string, log: (msg: string) => void, retry = ''): DiskEpisode {
  let failing = false
  return {
    failed(error) {
      if (!isDiskFailure(error)) throw error
      if (!failing) log(`${what} failed on the disk (${error})${retry}`)
      failing = true
    },
    ok() {
      if (failing) log(`${what}: the disk takes writes again`)
      failing = false
    },
  }
}

/** Runs `action` until it succeeds, again every `retryMs` while the disk refuses; other errors throw. */
export async function whenDiskWritable<T>(
  what: string,
  action: () => T,
  retryMs: number,
  log: (msg: string) => void,
): Promise<T> {
  const episode = diskEpisode(what, log, `: retrying every ${retryMs} ms`)
  for (;;) {
    try {
      const result = action()
      episode.ok()
      return result
    } catch (error) {
      episode.failed(error)
      await new Promise((resolve) => setTimeout(resolve, retryMs))
    }
  }
}
