import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createApiClient, createManualClock } from '../../../core/api/index.ts'
import { Code } from '../../../core/i18n/codes.ts'
import { LOCK_CHECK_MS, LockServiceError, startLockCheck } from '../../../host/shell/lock.ts'
import { encryptedLogin } from '../../../host/shell/login/encrypt.ts'
import { BASE, fakeFetch, type Handler, ok } from './harness.tsx'

function client(handlers: Record<string, Handler>, calls: string[]) {
  const clock = createManualClock()
  return { clock, api: createApiClient({ baseUrl: BASE, clock, fetch: fakeFetch(handlers, calls) }) }
}

describe('hardware lock check (§7)', () => {
  it('signs the server random every 60 s and sends it to validLockCert', async () => {
    const calls: string[] = []
    const sent: string[] = []
    const { clock, api } = client(
      {
        'user/random': () => ok(`r${calls.length}`),
        'user/validLockCert': (body) => {
          sent.push(body.get('verifyData') ?? '')
          return ok(true)
        },
      },
      calls,
    )
    const failures: unknown[] = []
    const stop = startLockCheck(api, clock, { sign: async (r) => `signed:${r}` }, (e) => failures.push(e))
    await clock.flush()
    await clock.flush()
    expect(sent).toEqual(['signed:r1'])
    await clock.advance(LOCK_CHECK_MS - 1)
    expect(sent.length).toBe(1)
    await clock.advance(1)
    expect(sent.length).toBe(2)
    stop()
    await clock.advance(LOCK_CHECK_MS * 3)
    expect(sent.length).toBe(2)
    expect(failures).toEqual([])
  })

  it.each([
    [
      'the lock service refuses',
      async () => Promise.reject(new LockServiceError(3, 'no dongle')),
      () => ok(true),
    ],
    [
      'the server rejects the signature',
      async (r: string) => r,
      () => ({ code: Code.dongleCheckFailed, msg: 'dongle check failed' }),
    ],
  ])('%s: reports a failure once and stops', async (_, sign, verify) => {
    const calls: string[] = []
    const { clock, api } = client({ 'user/random': () => ok('r'), 'user/validLockCert': verify }, calls)
    const failures: unknown[] = []
    startLockCheck(api, clock, { sign }, (e) => failures.push(e))
    await clock.advance(LOCK_CHECK_MS * 3)
    expect(failures.length).toBe(1)
    expect(calls.filter((c) => c === 'user/random').length).toBe(1)
  })
})

describe('encrypted login (§7)', () => {
  it('sends loginname and password RSA-OAEP (SHA-256) encrypted with the server key', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64')
    const received: Record<string, string> = {}
    const calls: string[] = []
    const { api } = client(
      {
        'user/publicKey': () => ok({ algorithm: 'RSA-OAEP-256', spki, jwk: {} }),
        'user/encryptLogin': (body) => {
          for (const [k, v] of body) received[k] = v
          return ok({})
        },
      },
      calls,
    )
    await encryptedLogin(api, 'admin', 'Admin@2026')
    const decrypt = (b64: string) =>
      privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(b64, 'base64'),
      ).toString()
    expect(received.loginname).not.toBe('admin')
    expect(decrypt(received.loginname ?? '')).toBe('admin')
    expect(decrypt(received.password ?? '')).toBe('Admin@2026')
    expect(calls).toEqual(['user/publicKey', 'user/encryptLogin'])
  })
})
