// At most KDF_SLOTS slow hashes (argon2, auth/passwords.ts) run at once; the others wait their turn, first
// come first served. Each runs on libuv's thread pool (4 threads by default) and takes a core for tens of
// ms: a storm of gateway logins (a broker restart) would otherwise fill the pool and every core, and the
// server's own work (its event loop, file reads on the same pool) would wait behind it.
import { availableParallelism } from 'node:os'

/** Half the cores, at least one: the rest stays for the server itself. */
export const KDF_SLOTS = Math.max(1, Math.floor(availableParallelism() / 2))

export function createSlots(size: number) {
  let running = 0
  const queue: (() => void)[] = []
  return async function inSlot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= size) await new Promise<void>((resolve) => queue.push(resolve))
    else running++
    try {
      return await work()
    } finally {
      // the slot passes straight to the next waiter, so `running` counts it still
      const next = queue.shift()
      if (next) next()
      else running--
    }
  }
}

/** Runs `work` (a KDF) in one of the process's KDF_SLOTS. */
export const inKdfSlot = createSlots(KDF_SLOTS)
