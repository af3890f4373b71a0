// Session and user calls (platform spec §7): the login key, the encrypted login, logout, user info,
// the user's own UI settings, and the hardware lock check (`user/random`, `user/validLockCert`).
import { Code } from '../../core/i18n/codes.ts'
import { dropLockRandoms, issueLockRandom, parseLockPublicKey, spendLockRandom } from '../auth/lock.ts'
import { guardedLogin } from '../auth/login-limit.ts'
import { verifyDecoy, verifyPassword } from '../auth/passwords.ts'
import { createSession, endSession } from '../auth/sessions.ts'
import { fail } from '../http/api-error.ts'
import { cookieSecure, SESSION_COOKIE } from '../http/security-headers.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import { parseJsonArray, parseJsonObject } from '../storage/json.ts'
import { userInfoOf } from '../views/account.ts'
import { endpoint, getEndpoint } from './endpoint.ts'

export const userRoutes = [
  endpoint('user/publicKey', {
    summary: 'the RSA-OAEP (SHA-256) public key the browser encrypts loginname and password with',
    auth: 'public',
    handler: async ({ s }) => s.keys.publicKey,
  }),

  endpoint('user/encryptLogin', {
    summary: 'sign in with encrypted loginname and password; sets the session cookie, answers user info',
    auth: 'public',
    handler: async ({ body, s, now, req, reply }) => {
      const { db, config } = s
      const loginname = s.keys.decrypt(body.loginname)
      const password = s.keys.decrypt(body.password)
      if (loginname === null || password === null) fail(Code.paramInvalid, { reason: 'ciphertext' })
      const name = loginname.trim()
      if (!name) fail(Code.emptyUsername)
      // A try is counted before the password is checked, and taken back when it was right.
      const account = await db
        .selectFrom('accounts')
        .selectAll()
        .where('loginname', '=', name)
        .executeTakeFirst()
      await guardedLogin(s, { name, ip: req.ip, captcha: body, now }, () =>
        account ? verifyPassword(account.passwordHash, password) : verifyDecoy(password),
      )
      if (!account) return fail(Code.wrongCredentials)
      if (account.disabled) fail(Code.accountDisabled)

      const token = await createSession(db, account, now, config.sessionTtlMs)
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: cookieSecure(req, config),
        path: '/',
      })
      return userInfoOf(db, account)
    },
  }),

  endpoint('user/showVcode', {
    summary:
      'a new image captcha (key, SVG data URL); 90001 when off, 90010 past 20 a minute from an address',
    auth: 'public',
    handler: async ({ s, req, now }) => s.captchas?.issue(now, req.ip) ?? fail(Code.unsupportedRequest),
  }),

  endpoint('user/logout', {
    summary: 'end the session (deleted on the server) and clear the cookie',
    auth: 'public',
    handler: async ({ caller, s, reply }) => {
      if (caller?.tokenHash) await endSession(s.db, caller.tokenHash)
      reply.clearCookie(SESSION_COOKIE, { path: '/' })
      return null
    },
  }),

  getEndpoint('user/info', {
    summary: 'the signed-in user: user-info fields of spec §3 with auths (query `time` is ignored)',
    auth: 'user',
    handler: async ({ caller, s }) => {
      const account = await s.db
        .selectFrom('accounts')
        .selectAll()
        .where('id', '=', caller.accountId)
        .executeTakeFirstOrThrow()
      return userInfoOf(s.db, account)
    },
  }),

  endpoint('user/config/query', {
    summary: "the user's own UI settings",
    auth: 'user',
    handler: async ({ caller, s }) => {
      const row = await s.db
        .selectFrom('accounts')
        .select('config')
        .where('id', '=', caller.accountId)
        .executeTakeFirstOrThrow()
      return parseJsonObject(row.config)
    },
  }),

  endpoint('user/config/save', {
    summary: "replace the user's own UI settings",
    auth: 'user',
    handler: async ({ body, caller, s, now }) => {
      await s.db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('accounts')
          .select('config')
          .where('id', '=', caller.accountId)
          .executeTakeFirstOrThrow()
        await trx
          .updateTable('accounts')
          .set({ config: JSON.stringify(body.config), updatedAt: now })
          .where('id', '=', caller.accountId)
          .execute()
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'account',
          objectId: caller.accountId,
          action: 'config',
          before: parseJsonObject(before.config),
          after: body.config,
        })
      })
      return body.config
    },
  }),

  endpoint('user/notice/dismiss', {
    summary:
      "dismiss a notice for good on one's own account (phoneBind, styleNotSet); answers the dismissed ones",
    auth: 'user',
    handler: async ({ body, caller, s, now }) =>
      s.db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('accounts')
          .select('dismissedNotices')
          .where('id', '=', caller.accountId)
          .executeTakeFirstOrThrow()
        const dismissed = parseJsonArray<string>(row.dismissedNotices)
        if (dismissed.includes(body.notice)) return dismissed
        const next = [...dismissed, body.notice]
        await trx
          .updateTable('accounts')
          .set({ dismissedNotices: JSON.stringify(next), updatedAt: now })
          .where('id', '=', caller.accountId)
          .execute()
        return next
      }),
  }),

  endpoint('user/random', {
    summary: 'a fresh challenge (32 random bytes, hex) for the hardware lock to sign; valid 2 minutes, once',
    auth: 'user',
    handler: async ({ caller, s, now }) => {
      if (!caller.tokenHash) fail(Code.sessionInvalid)
      return issueLockRandom(s.db, { ...caller, tokenHash: caller.tokenHash }, now)
    },
  }),

  endpoint('user/validLockCert', {
    summary:
      "check the lock's signature of the session's random (verifyData); 1011 and the session ends if it fails",
    auth: 'user',
    handler: async ({ body, caller, s, now, reply }) => {
      const account = await s.db
        .selectFrom('accounts')
        .select(['useLock', 'publicKey'])
        .where('id', '=', caller.accountId)
        .executeTakeFirstOrThrow()
      // Without the lock check there is nothing to verify; an outstanding random just expires.
      if (account.useLock !== 1) return null
      const tokenHash = caller.tokenHash
      const key = account.publicKey ? parseLockPublicKey(account.publicKey) : null
      if (tokenHash && (await spendLockRandom(s.db, tokenHash, key, body.verifyData, now))) return null
      if (tokenHash) {
        await dropLockRandoms(s.db, tokenHash)
        await endSession(s.db, tokenHash)
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' })
      fail(Code.dongleCheckFailed)
    },
  }),
]
