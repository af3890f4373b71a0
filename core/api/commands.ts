// Calls whose result comes later (platform spec §4, §7): asynchronous device commands polled on
// `equipment/multi/callback`, and written values awaited on `signal/callback`.

import type { CommandBody, CommandPath, CommandResultOf } from '../../schemas/api/command-endpoints.ts'
import { type CommandCallback, type CommandStart, CommandStatus } from '../../schemas/wire.ts'
import { Code } from '../i18n/codes.ts'
import { type Clock, sleep } from './clock.ts'
import { ApiError } from './errors.ts'
import type { FormObject } from './form.ts'
import { COMMAND_MAX_POLLS, commandPollWait, WRITE_CALLBACK_MS, WRITE_POLL_INTERVAL_MS } from './timing.ts'
import type { RequestOptions, Transport } from './transport.ts'

export interface WriteSignalArgs {
  projectId: string
  signalId: string
  value: string | number | boolean
}

export interface Commands {
  /**
   * Sends a command of the command map, its result typed by the path. An answer with `online: false` or
   * without `uuid` is the result; otherwise the
   * callback is polled on COMMAND_POLL_SCHEDULE until success (resolves with `result`), failure (rejects
   * with the server's msg, else messageForCode(code)) or COMMAND_MAX_POLLS polls (rejects 1301).
   */
  runCommand<P extends CommandPath>(
    path: P,
    body: CommandBody<P>,
    options?: RequestOptions,
  ): Promise<CommandResultOf<P>>
  /**
   * `signal/writeVal`, then `signal/callback` asked every WRITE_POLL_INTERVAL_MS until a result or
   * WRITE_CALLBACK_MS after the write was accepted (rejects 1301). An answer without uuid is the result.
   */
  writeSignal<T = unknown>(args: WriteSignalArgs, options?: RequestOptions): Promise<T>
}

const COMMAND_CALLBACK = 'equipment/multi/callback'
const WRITE_CALLBACK = 'signal/callback'

export function createCommands(
  transport: Transport,
  clock: Clock,
  messageForCode: (code: number) => string,
): Commands {
  const commTimeout = () => new ApiError(Code.commTimeout, messageForCode(Code.commTimeout))

  /** Polls `path` with the uuid; `waitBefore(poll)` gives the wait before each poll, undefined to give up. */
  async function pollCallback(
    path: string,
    uuid: string,
    waitBefore: (poll: number) => number | undefined,
    signal?: AbortSignal,
  ): Promise<unknown> {
    for (let poll = 1; ; poll++) {
      const wait = waitBefore(poll)
      if (wait === undefined) throw commTimeout()
      await sleep(clock, wait, signal)
      const answer = await transport.post<Partial<CommandCallback> | null>(path, { uuid }, { signal })
      if (answer?.status === CommandStatus.success) return answer.result
      if (answer?.status === CommandStatus.failure) {
        const code = typeof answer.code === 'number' ? answer.code : Code.unknown
        throw new ApiError(code, answer.msg || messageForCode(code))
      }
    }
  }

  /** The uuid to poll for, or undefined when the first answer is already the result. */
  const pendingUuid = (answer: unknown): string | undefined => {
    const start = answer as Partial<CommandStart> | null
    if (typeof start !== 'object' || start === null || start.online === false) return undefined
    return typeof start.uuid === 'string' && start.uuid !== '' ? start.uuid : undefined
  }

  return {
    async runCommand<P extends CommandPath>(
      path: P,
      body: CommandBody<P>,
      options: RequestOptions = {},
    ): Promise<CommandResultOf<P>> {
      const answer = await transport.post(path, body as unknown as FormObject, options)
      const uuid = pendingUuid(answer)
      if (uuid === undefined) return answer as CommandResultOf<P>
      const wait = (poll: number) => (poll <= COMMAND_MAX_POLLS ? commandPollWait(poll) : undefined)
      return (await pollCallback(COMMAND_CALLBACK, uuid, wait, options.signal)) as CommandResultOf<P>
    },

    async writeSignal<T>(args: WriteSignalArgs, options: RequestOptions = {}): Promise<T> {
      const answer = await transport.post('signal/writeVal', { ...args }, options)
      const uuid = pendingUuid(answer)
      if (uuid === undefined) return answer as T
      // The deadline aborts a wait or a callback request in flight, so 60 s is never overrun.
      const deadline = new AbortController()
      const timer = clock.setTimeout(() => deadline.abort(commTimeout()), WRITE_CALLBACK_MS)
      const signal = options.signal ? AbortSignal.any([options.signal, deadline.signal]) : deadline.signal
      try {
        return (await pollCallback(WRITE_CALLBACK, uuid, () => WRITE_POLL_INTERVAL_MS, signal)) as T
      } finally {
        clock.clearTimeout(timer)
      }
    },
  }
}
