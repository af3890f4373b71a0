import { describe, expect, it } from 'vitest'
import {
  COMMAND_MAX_POLLS,
  commandPollWait,
  DEVICE_OPEN_DELAY_S,
  DEVICE_REOPEN_MS,
  GATEWAY_POLL_MS,
  IDLE_LIMIT_MS,
  PROJECT_GATEWAY_REQUERY_MS,
  PROJECT_OPEN_DELAY_S,
  RECONNECT_MS,
  REQUEST_TIMEOUT_MS,
  WRITE_CALLBACK_MS,
  WS_IDLE_PING_MS,
} from '../../../core/api/timing.ts'

// The spec's numbers written out, so a changed constant fails here even where tests reuse the constant.
describe('timing constants (platform spec §4, §7, §9)', () => {
  it.each([
    ['request time-out', REQUEST_TIMEOUT_MS, 120_000],
    ['command polls', COMMAND_MAX_POLLS, 180],
    ['write callback wait', WRITE_CALLBACK_MS, 60_000],
    ['reconnect', RECONNECT_MS, 10_000],
    ['websocket idle ping', WS_IDLE_PING_MS, 60_000],
    ['gateway poll', GATEWAY_POLL_MS, 60_000],
    ['single-device open delay (s)', DEVICE_OPEN_DELAY_S, 600],
    ['open-monitor poll', DEVICE_REOPEN_MS, 580_000],
    ['project open delay (s)', PROJECT_OPEN_DELAY_S, 3_600],
    ['project gateway re-query', PROJECT_GATEWAY_REQUERY_MS, 3_570_000],
    ['idle limit', IDLE_LIMIT_MS, 120_000],
  ])('%s is %i', (_, actual, expected) => {
    expect(actual).toBe(expected)
  })

  it.each([
    [1, 500],
    [2, 1_000],
    [29, 10_000],
    [30, 30_000],
    [180, 30_000],
  ])('the wait before command poll %i is %i ms', (poll, wait) => {
    expect(commandPollWait(poll)).toBe(wait)
  })
})
