import { describe, expect, it } from 'vitest'
import { type ApiClientOptions, createApiClient } from '../../../core/api/client.ts'
import { createManualClock, type ManualClock } from '../../../core/api/clock.ts'
import type { ApiError } from '../../../core/api/errors.ts'
import { COMMAND_MAX_POLLS, WRITE_CALLBACK_MS } from '../../../core/api/timing.ts'
import { Code } from '../../../core/i18n/codes.ts'
import { fakeService, ok, type Reply } from './fakes.ts'

const COMMAND = 'equipment/multi/sync'
const BODY = { equipmentId: 'e1' }
const CALLBACK = 'equipment/multi/callback'

/** The command's first answer, then one reply per callback poll (the last one repeats). */
function setup(first: Reply, polls: Reply[], options: Partial<ApiClientOptions> = {}, callback = CALLBACK) {
  const clock = createManualClock()
  let poll = 0
  const service = fakeService(clock, (r) => {
    if (r.path !== callback) return first
    poll++
    return polls[Math.min(poll, polls.length) - 1] ?? 'hang'
  })
  const client = createApiClient({ baseUrl: 'http://svc/lfscada', fetch: service.fetch, clock, ...options })
  const polled = () => service.requests.filter((r) => r.path === callback)
  return { clock, service, client, polled }
}

/** Runs the clock timer by timer until `promise` settles or `limitMs` passed, returning its outcome. */
async function settle<T>(clock: ManualClock, promise: Promise<T>, limitMs: number) {
  let outcome: { value?: T; error?: ApiError } | undefined
  promise.then(
    (value) => (outcome = { value }),
    (error) => (outcome = { error }),
  )
  const end = clock.now() + limitMs
  await clock.flush()
  while (!outcome && clock.now() < end)
    await clock.advance(Math.min(clock.pending()[0] ?? end, end - clock.now()))
  return outcome
}

const pending = ok({ status: 'pending' })

describe('runCommand: the first answer is the result', () => {
  it.each([
    ['online false', { online: false, uuid: 'u1' }],
    ['no uuid', { online: true }],
    ['empty uuid', { uuid: '' }],
    ['data not an object', 'done'],
    ['no data', undefined],
  ])('%s', async (_, data) => {
    const { client, polled } = setup(ok(data), [pending])
    await expect(client.runCommand(COMMAND, BODY)).resolves.toEqual(data)
    expect(polled()).toHaveLength(0)
  })
})

describe('runCommand: polling', () => {
  it('waits by the schedule before each of 180 polls, then rejects 1301 with its text', async () => {
    const texts: Record<number, string> = { [Code.commTimeout]: 'communication timeout' }
    const { client, clock, polled } = setup(ok({ uuid: 'u1' }), [pending], {
      messageForCode: (code) => texts[code] ?? String(code),
    })
    const outcome = await settle(clock, client.runCommand(COMMAND, BODY), 5_000_000)

    // 0.5 s, then 1 s (polls 2-5), 2 s (6-10), 5 s (11-20), 10 s (21-29), 30 s from poll 30 on.
    const expected = [500, ...Array(4).fill(1000), ...Array(5).fill(2000), ...Array(10).fill(5000)]
    expected.push(...Array(9).fill(10_000), ...Array(151).fill(30_000))
    const times = polled().map((r) => r.at)
    expect(times.map((t, i) => t - (i === 0 ? 0 : (times[i - 1] ?? 0)))).toEqual(expected)
    expect(polled()).toHaveLength(COMMAND_MAX_POLLS)
    expect(polled().every((r) => r.body.uuid === 'u1')).toBe(true)
    expect(outcome?.error).toMatchObject({ code: Code.commTimeout, msg: 'communication timeout' })
    expect(times.at(-1)).toBe(4_684_500)
  })

  it.each([
    ['pending', ok({ status: 'pending' })],
    ['an unknown status', ok({ status: 'running' })],
    ['no status', ok({})],
    ['no data', ok()],
  ])('%s keeps polling until success, which resolves with the result', async (_, reply) => {
    const { client, clock, polled } = setup(ok({ uuid: 'u1' }), [
      reply,
      reply,
      ok({ status: 'success', result: { synced: true } }),
    ])
    const outcome = await settle(clock, client.runCommand(COMMAND, BODY), 10_000)
    expect(outcome?.value).toEqual({ synced: true })
    expect(polled()).toHaveLength(3)
  })

  it.each([
    [
      'the server message',
      { code: 1304, msg: 'gateway offline' },
      undefined,
      { code: 1304, msg: 'gateway offline' },
    ],
    [
      'the code text when there is no message',
      { code: 1304 },
      'offline (text)',
      { code: 1304, msg: 'offline (text)' },
    ],
    [
      'the code itself without messageForCode',
      { code: 1337, msg: '' },
      undefined,
      { code: 1337, msg: '1337' },
    ],
    ['90099 when there is no code', {}, undefined, { code: Code.unknown, msg: String(Code.unknown) }],
  ])('failure rejects with %s', async (_, failure, text, expected) => {
    const options = text ? { messageForCode: () => text } : {}
    const { client, clock } = setup(
      ok({ uuid: 'u1' }),
      [pending, ok({ status: 'failure', ...failure })],
      options,
    )
    const outcome = await settle(clock, client.runCommand(COMMAND, BODY), 10_000)
    expect(outcome?.error).toMatchObject(expected)
  })

  it('a callback answered with an error code rejects with it', async () => {
    const { client, clock } = setup(ok({ uuid: 'u1' }), [{ code: Code.sessionInvalid, msg: 'session' }])
    const outcome = await settle(clock, client.runCommand(COMMAND, BODY), 10_000)
    expect(outcome?.error).toMatchObject({ code: Code.sessionInvalid })
  })

  it('an abort stops polling', async () => {
    const { client, clock, polled } = setup(ok({ uuid: 'u1' }), [pending])
    const controller = new AbortController()
    const outcome = settle(clock, client.runCommand(COMMAND, BODY, { signal: controller.signal }), 3000)
    await clock.advance(2000)
    controller.abort(new Error('closed'))
    expect((await outcome)?.error?.message).toBe('closed')
    const count = polled().length
    await clock.advance(600_000)
    expect(polled()).toHaveLength(count)
  })
})

describe('writeSignal', () => {
  const write = { projectId: 'p1', signalId: 's9', value: 12.5 }
  const writeSetup = (first: Reply, polls: Reply[]) => setup(first, polls, {}, 'signal/callback')

  it('sends writeVal, then resolves with the callback result', async () => {
    const { client, clock, service, polled } = writeSetup(ok({ uuid: 'w1' }), [
      pending,
      ok({ status: 'success', result: 12.5 }),
    ])
    const outcome = await settle(clock, client.writeSignal(write), 10_000)
    expect(outcome?.value).toBe(12.5)
    expect(service.requests[0]).toMatchObject({
      path: 'signal/writeVal',
      body: { projectId: 'p1', signalId: 's9', value: '12.5' },
    })
    expect(polled().map((r) => r.body)).toEqual([{ uuid: 'w1' }, { uuid: 'w1' }])
  })

  it.each([
    ['callbacks keep answering pending', pending],
    ['a callback request hangs', 'hang' as const],
  ])(`rejects 1301 exactly ${WRITE_CALLBACK_MS} ms after the write when %s`, async (_, reply) => {
    const { client, clock, polled } = writeSetup(ok({ uuid: 'w1' }), [pending, pending, reply])
    let error: ApiError | undefined
    const done = client.writeSignal(write).catch((e) => (error = e))
    await clock.advance(WRITE_CALLBACK_MS - 1)
    expect(error).toBeUndefined()
    await clock.advance(1)
    await done
    expect(error).toMatchObject({ code: Code.commTimeout })
    const count = polled().length
    expect(count).toBeLessThanOrEqual(60)
    await clock.advance(300_000)
    expect(polled()).toHaveLength(count)
    expect(clock.pending()).toEqual([])
  })

  it('failure rejects with the server message', async () => {
    const { client, clock } = writeSetup(ok({ uuid: 'w1' }), [
      ok({ status: 'failure', code: 2002, msg: 'out of range' }),
    ])
    const outcome = await settle(clock, client.writeSignal(write), 10_000)
    expect(outcome?.error).toMatchObject({ code: 2002, msg: 'out of range' })
  })

  it('an answer without uuid is the result', async () => {
    const { client, polled } = writeSetup(ok({ online: false }), [pending])
    await expect(client.writeSignal(write)).resolves.toEqual({ online: false })
    expect(polled()).toHaveLength(0)
  })

  it('an error answer to writeVal rejects at once', async () => {
    const { client } = writeSetup({ code: Code.writeReadOnly, msg: 'read-only' }, [pending])
    await expect(client.writeSignal(write)).rejects.toMatchObject({ code: Code.writeReadOnly })
  })
})
