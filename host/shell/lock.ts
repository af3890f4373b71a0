// The hardware lock check (platform spec §7): while the user has useLock set, every 60 s the server's
// random (`user/random`) is signed by the local lock service and checked by `user/validLockCert`
// (verifyData). Any failure logs the user out and goes to /login.
import type { ApiClient, Clock, TimerHandle } from '../../core/api/index.ts'

export const LOCK_CHECK_MS = 60_000

/** The dongle's local service: signs the server's random. */
export interface LockService {
  sign(random: string): Promise<string>
}

export class LockServiceError extends Error {
  override readonly name = 'LockServiceError'
  constructor(
    readonly code: number,
    readonly desc: string,
  ) {
    super(`${code} ${desc}`)
  }
}

/**
 * The lock service as a local HTTP endpoint answering `{ code, data, desc }`: it succeeds only when
 * code is 0, otherwise its code and description are the error (§8). The spec does not name the
 * endpoint; the host configures it (see main.tsx).
 */
export function httpLockService(url: string, fetchImpl: typeof fetch = globalThis.fetch): LockService {
  return {
    async sign(random) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ random }),
      })
      const answer = (await response.json()) as { code?: number; data?: unknown; desc?: string }
      if (answer.code !== 0 || typeof answer.data !== 'string')
        throw new LockServiceError(answer.code ?? -1, answer.desc ?? '')
      return answer.data
    },
  }
}

/** Runs the check now and every LOCK_CHECK_MS; `onFailure` runs once, and the loop stops. */
export function startLockCheck(
  api: ApiClient,
  clock: Clock,
  lock: LockService,
  onFailure: (error: unknown) => void,
): () => void {
  let stopped = false
  let timer: TimerHandle
  const run = async () => {
    try {
      const random = await api.call('user/random')
      const verifyData = await lock.sign(String(random))
      await api.call('user/validLockCert', { verifyData })
      if (!stopped) timer = clock.setTimeout(run, LOCK_CHECK_MS)
    } catch (e) {
      if (stopped) return
      stopped = true
      onFailure(e)
    }
  }
  void run()
  return () => {
    stopped = true
    clock.clearTimeout(timer)
  }
}
