// The user's own profile (`/org/AccountInternalAction!…action`, spec §7): profile fields, WeChat
// binding (through the WeChat provider, notify/wechat.ts) and unbinding, and a password change that needs the current password.
import { Code } from '../../core/i18n/codes.ts'
import { Empty } from '../../schemas/api/common.ts'
import { SaveNewPasswordBody } from '../../schemas/api/security.ts'
import { type BindWeixinAnswer, BindWeixinCallbackBody } from '../../schemas/api/wechat.ts'
import { guardedCheck, setOwnPassword } from '../auth/account-changes.ts'
import { verifyPassword } from '../auth/passwords.ts'
import { fail } from '../http/api-error.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import { accountView } from '../views/account.ts'
import { endpoint } from './endpoint.ts'
import { route } from './types.ts'

const action = (name: string) => `org/AccountInternalAction!${name}.action`

export const ownAccountRoutes = [
  endpoint('org/AccountInternalAction!updateLoginUser.action', {
    summary: "change one's own profile: address, company, prompt types, SCADA adaption, device display",
    auth: 'user',
    handler: async ({ body, caller, s, now }) =>
      s.db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('accounts')
          .selectAll()
          .where('id', '=', caller.accountId)
          .executeTakeFirstOrThrow()
        const { scadaAdaption, ...text } = body
        const row = await trx
          .updateTable('accounts')
          .set({
            ...text,
            ...(scadaAdaption !== undefined && { scadaAdaption: scadaAdaption ? 1 : 0 }),
            updatedAt: now,
          })
          .where('id', '=', caller.accountId)
          .returningAll()
          .executeTakeFirstOrThrow()
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'account',
          objectId: caller.accountId,
          action: 'profile',
          before: accountView(before),
          after: accountView(row),
        })
        return accountView(row)
      }),
  }),

  route({
    path: action('bindWeixin'),
    summary: "start binding one's own account to WeChat: a one-time state and where to confirm it",
    bodySchema: Empty,
    auth: 'user',
    handler: async ({ caller, s, now }): Promise<BindWeixinAnswer> => {
      const state = await s.wechat.states.start(caller.accountId, now)
      // 2301: no WeChat provider is configured (production without WECHAT_PROVIDER)
      let authorizeUrl = ''
      try {
        authorizeUrl = s.wechat.provider.authorizeUrl(state)
      } catch {
        fail(2301)
      }
      return { state, authorizeUrl }
    },
  }),

  route({
    path: action('bindWeixinCallback'),
    summary:
      'complete the WeChat binding (1021 unknown or expired state or code; 10004 openId bound elsewhere)',
    bodySchema: BindWeixinCallbackBody,
    auth: 'user',
    handler: async ({ body, caller, s, now }) => {
      if ((await s.wechat.states.take(body.state, now)) !== caller.accountId) fail(Code.tokenInvalid)
      const openId = await s.wechat.provider.openIdOf(body.code).catch(() => fail(Code.tokenInvalid))
      await s.db.transaction().execute(async (trx) => {
        const holder = await trx
          .selectFrom('accounts')
          .select('id')
          .where('wechatOpenId', '=', openId)
          .where('id', '!=', caller.accountId)
          .executeTakeFirst()
        if (holder) fail(Code.inUse)
        await trx
          .updateTable('accounts')
          .set({ wechatOpenId: openId, updatedAt: now })
          .where('id', '=', caller.accountId)
          .execute()
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'account',
          objectId: caller.accountId,
          action: 'bindWeixin',
          after: { provider: s.wechat.provider.name },
        })
      })
      return { bound: true }
    },
  }),

  endpoint('org/AccountInternalAction!unbindWeixin.action', {
    summary: "remove the WeChat binding of one's own account",
    auth: 'user',
    handler: async ({ caller, s, now }) => {
      await s.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('accounts')
          .set({ wechatOpenId: null, updatedAt: now })
          .where('id', '=', caller.accountId)
          .execute()
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'account',
          objectId: caller.accountId,
          action: 'unbindWeixin',
        })
      })
      return null
    },
  }),

  route({
    path: action('saveNewPassword'),
    summary: 'change one’s password with the current one (1001 wrong, counts towards the login lock)',
    bodySchema: SaveNewPasswordBody,
    auth: 'user',
    handler: async ({ body, caller, s, now }) => {
      const row = await s.db
        .selectFrom('accounts')
        .selectAll()
        .where('id', '=', caller.accountId)
        .executeTakeFirstOrThrow()
      await guardedCheck(s.db, row.loginname, now, s.config.lockout, Code.wrongCredentials, () =>
        verifyPassword(row.passwordHash, body.oldPassword),
      )
      await setOwnPassword(s.db, actorOf(caller), { ...body, keepTokenHash: caller.tokenHash }, now)
      return null
    },
  }),
]
