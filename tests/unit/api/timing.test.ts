import { describe, expect, it } from 'vitest'
import * as timing from '../../../core/api/timing.ts'

// The spec's numbers written out, so a changed constant fails here even where tests reuse the constant.
describe('timing constants (platform spec §4, §7, §9)', () => {
  it.each<[keyof typeof timing, number]>([
    ['REQUEST_TIMEOUT_MS', 120_000],
    ['COMMAND_MAX_POLLS', 180],
    ['WRITE_CALLBACK_MS', 60_000],
    ['RECONNECT_MS', 10_000],
    ['WS_IDLE_PING_MS', 60_000],
    ['GATEWAY_POLL_MS', 60_000],
    ['DEVICE_OPEN_DELAY_S', 600],
    ['DEVICE_REOPEN_MS', 580_000],
    ['PROJECT_OPEN_DELAY_S', 3_600],
    ['PROJECT_GATEWAY_REQUERY_MS', 3_570_000],
    ['IDLE_LIMIT_MS', 120_000],
  ])('%s is %i', (name, value) => {
    expect(timing[name]).toBe(value)
  })

  it.each([
    [1, 500],
    [2, 1_000],
    [29, 10_000],
    [30, 30_000],
    [180, 30_000],
  ])('the wait before command poll %i is %i ms', (poll, wait) => {
    expect(timing.commandPollWait(poll)).toBe(wait)
  })
})
