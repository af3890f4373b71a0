// Timing constants of platform spec §4, §7 and §9, in milliseconds unless the name says seconds.

/** Every request is aborted after this long (§7); the client then rejects with 1301, the catalogue's communication timeout (§8). */
export const REQUEST_TIMEOUT_MS = 120_000

/**
 * Waits before each poll of `equipment/multi/callback` (§7: "up to 180 times, with a wait that grows:
 * 0.5 s at first, then 1, 2, 5, 10, and 30 s once the count reaches 30"). The spec fixes the first wait,
 * the sequence of waits and the switch to 30 s at poll 30; the poll numbers where 1, 2, 5 and 10 s start
 * are our reading. A row applies from its `fromPoll` (1-based) until the next row's.
 *
 *   poll     1    2-5   6-10  11-20  21-29  30-180
 *   wait   0.5 s  1 s   2 s    5 s   10 s    30 s
 *
 * The wait runs before the poll it belongs to, counted from the previous answer (or the command's own
 * answer for poll 1). All 180 polls together wait 4,684.5 s (about 78 minutes).
 */
export const COMMAND_POLL_SCHEDULE = [
  { fromPoll: 1, waitMs: 500 },
  { fromPoll: 2, waitMs: 1_000 },
  { fromPoll: 6, waitMs: 2_000 },
  { fromPoll: 11, waitMs: 5_000 },
  { fromPoll: 21, waitMs: 10_000 },
  { fromPoll: 30, waitMs: 30_000 },
] as const
export const COMMAND_MAX_POLLS = 180

/** The wait before poll `poll` (1-based) of a command's callback. */
export function commandPollWait(poll: number): number {
  let wait: number = COMMAND_POLL_SCHEDULE[0].waitMs
  for (const row of COMMAND_POLL_SCHEDULE) if (poll >= row.fromPoll) wait = row.waitMs
  return wait
}

/** A written value's result is awaited from `signal/callback` this long (§4, §9). */
export const WRITE_CALLBACK_MS = 60_000
/** Not in the spec: how often `signal/callback` is asked within those 60 s. */
export const WRITE_POLL_INTERVAL_MS = 1_000

/** A closed socket or a failed token request is retried after this long (§7, §9). */
export const RECONNECT_MS = 10_000
/** The project socket sends a ping after this long without traffic (§7, §9). */
export const WS_IDLE_PING_MS = 60_000
export const WS_PING = 'ping'

/** Single-device monitoring: gateway info poll, open delay (seconds, sent to the server), re-open poll (§9). */
export const GATEWAY_POLL_MS = 60_000
export const DEVICE_OPEN_DELAY_S = 600
export const DEVICE_REOPEN_MS = 580_000
/** Project monitoring: open delay (seconds, sent to the server) and the gateway re-query period (§7, §9). */
export const PROJECT_OPEN_DELAY_S = 3_600
export const PROJECT_GATEWAY_REQUERY_MS = 3_570_000

/** Power saving: live monitoring stops after this long without mouse or key activity (§4, §9). */
export const IDLE_LIMIT_MS = 120_000
