// Sharing a device and its authorised users (spec §6): `equipment/multi/share/*` — shared or not, a
// share password (4 or more letters or digits, stored as an argon2id hash, never answered) and the
// share permissions (top menu, menu, data write); `equipment/multi/user/*` — accounts of the
// enterprise authorised for the device besides its creator, at most 50 (1126). Only the creator and
// operation accounts change who is authorised.
import { Code } from '../../core/i18n/codes.ts'
import { sharePassword } from '../../core/validation/password.ts'
import type { DeviceUser, ShareAuth, ShareInfo } from '../../schemas/entities/equipment.ts'
import { hashPassword } from '../auth/passwords.ts'
import { deviceRow } from '../devices/binding.ts'
import { assertCreatorOrOperation } from '../devices/device-rights.ts'
import { fail } from '../http/api-error.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import type { Db } from '../storage/db.ts'
import { parseJsonObject } from '../storage/json.ts'
import { endpoint } from './endpoint.ts'

/** Authorised users per device (spec §6, §9). */
export const MAX_DEVICE_USERS = 50

function shareAuthOf(text: string): ShareAuth {
  const auth = parseJsonObject(text)
  return { topMenu: auth.topMenu === true, menu: auth.menu === true, write: auth.write === true }
}

async function shareInfo(db: Db, equipId: string): Promise<ShareInfo> {
  const row = await deviceRow(db, equipId)
  return {
    equipId,
    shared: row.shared === 1,
    hasPassword: row.sharePasswordHash !== null,
    auth: shareAuthOf(row.shareAuth),
  }
}

async function usersOf(db: Db, equipId: string): Promise<DeviceUser[]> {
  const rows = await db
    .selectFrom('deviceUsers')
    .innerJoin('accounts', 'accounts.id', 'deviceUsers.accountId')
    .select(['deviceUsers.accountId', 'accounts.loginname', 'accounts.kind', 'deviceUsers.createdAt'])
    .where('deviceUsers.deviceId', '=', equipId)
    .orderBy('deviceUsers.createdAt')
    .orderBy('accounts.loginname')
    .execute()
  return rows
}

export const equipmentShareRoutes = [
  endpoint('equipment/multi/share/info', {
    summary: 'whether the device is shared, whether it has a share password, and the share permissions',
    auth: 'manage_eg_equipment',
    idFields: { equipId: 'device' },
    handler: async ({ body, s }) => shareInfo(s.db, body.equipId),
  }),

  endpoint('equipment/multi/share/editPwd', {
    summary:
      'share or stop sharing; set the share password (4+ letters or digits, 10001; 10003 sharing without one)',
    auth: 'manage_eg_equipment',
    idFields: { equipId: 'device' },
    handler: async ({ body, caller, s, now }) => {
      const password = body.password ?? ''
      if (password !== '') {
        const reason = sharePassword(password)
        if (reason)
          fail(Code.paramInvalid, { field: 'password', reason: reason.key, params: reason.params ?? {} })
      }
      const passwordHash = password === '' ? null : await hashPassword(password)
      return s.db.transaction().execute(async (trx) => {
        const before = await shareInfo(trx, body.equipId)
        if (body.shared && !passwordHash && !before.hasPassword)
          fail(Code.paramMissing, { errors: [{ path: '/password', rule: 'required' }] })
        await trx
          .updateTable('devices')
          .set({
            shared: body.shared ? 1 : 0,
            ...(passwordHash && { sharePasswordHash: passwordHash }),
            updatedAt: now,
          })
          .where('id', '=', body.equipId)
          .execute()
        const after = await shareInfo(trx, body.equipId)
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'device',
          objectId: body.equipId,
          action: passwordHash ? 'sharePassword' : 'share',
          before,
          after,
        })
        return after
      })
    },
  }),

  endpoint('equipment/multi/share/editAuth', {
    summary: 'set the share permissions: top menu, menu permission, data write',
    auth: 'manage_eg_equipment',
    idFields: { equipId: 'device' },
    handler: async ({ body, caller, s, now }) =>
      s.db.transaction().execute(async (trx) => {
        const before = await shareInfo(trx, body.equipId)
        const auth: ShareAuth = { ...before.auth, ...body.auth }
        await trx
          .updateTable('devices')
          .set({ shareAuth: JSON.stringify(auth), updatedAt: now })
          .where('id', '=', body.equipId)
          .execute()
        const after = await shareInfo(trx, body.equipId)
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'device',
          objectId: body.equipId,
          action: 'shareAuth',
          before,
          after,
        })
        return after
      }),
  }),

  endpoint('equipment/multi/user/query', {
    summary: 'the accounts authorised for the device (besides its creator)',
    auth: 'manage_eg_equipment',
    idFields: { equipId: 'device' },
    handler: async ({ body, s }) => usersOf(s.db, body.equipId),
  }),

  endpoint('equipment/multi/user/add', {
    summary: 'authorise an account (by id or login name) for the device; at most 50 (1126)',
    auth: 'manage_eg_equipment',
    idFields: { equipId: 'device', accountId: 'account' },
    handler: async ({ body, caller, s, now }) =>
      s.db.transaction().execute(async (trx) => {
        await assertCreatorOrOperation(trx, caller, body.equipId)
        if (!body.accountId && !body.loginname)
          fail(Code.paramMissing, { errors: [{ path: '/accountId', rule: 'required' }] })
        const account = await trx
          .selectFrom('accounts')
          .select('id')
          .where('orgId', '=', caller.orgId)
          .$if(!!body.accountId, (qb) => qb.where('id', '=', body.accountId as string))
          .$if(!body.accountId, (qb) => qb.where('loginname', '=', body.loginname as string))
          .executeTakeFirst()
        if (!account) fail(Code.noDataOrPermission)
        const device = await deviceRow(trx, body.equipId)
        if (device.ownerId === account.id)
          fail(Code.paramInvalid, { field: 'accountId', reason: 'the creator' })
        const users = await usersOf(trx, body.equipId)
        if (users.some((u) => u.accountId === account.id)) return users
        if (users.length >= MAX_DEVICE_USERS) fail(Code.tooManyAuthorisedUsers, { max: MAX_DEVICE_USERS })
        await trx
          .insertInto('deviceUsers')
          .values({ deviceId: body.equipId, accountId: account.id, orgId: caller.orgId, createdAt: now })
          .execute()
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'device',
          objectId: body.equipId,
          action: 'authorise',
          after: { accountId: account.id },
        })
        return usersOf(trx, body.equipId)
      }),
  }),

  endpoint('equipment/multi/user/delete', {
    summary: "withdraw an account's authorisation for the device",
    auth: 'manage_eg_equipment',
    idFields: { equipId: 'device', accountId: 'account' },
    handler: async ({ body, caller, s, now }) =>
      s.db.transaction().execute(async (trx) => {
        await assertCreatorOrOperation(trx, caller, body.equipId)
        const removed = await trx
          .deleteFrom('deviceUsers')
          .where('deviceId', '=', body.equipId)
          .where('accountId', '=', body.accountId)
          .executeTakeFirst()
        if (Number(removed.numDeletedRows) === 0) fail(Code.noDataOrPermission)
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'device',
          objectId: body.equipId,
          action: 'unauthorise',
          before: { accountId: body.accountId },
        })
        return usersOf(trx, body.equipId)
      }),
  }),
]
