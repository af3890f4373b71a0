// Push configurations of a style (issue 34, `style/pushconf/*`): per channel (the branded app's push, a
// WeChat official account, SMS) the key the enterprises using the style send notifications with. One per
// channel and style (a second is 90007). The secret is written, never answered.
import { randomUUID } from 'node:crypto'
import type { Selectable } from 'kysely'
import { Code } from '../../core/i18n/codes.ts'
import type { PushConfAddBody, PushConfEditBody, PushConfView } from '../../schemas/api/style.ts'
import { fail } from '../http/api-error.ts'
import { actorOf, loggedChange } from '../oplog/record.ts'
import type { Services } from '../services.ts'
import type { Db } from '../storage/db.ts'
import type { StylePushConfTable } from '../storage/tables/styles.ts'
import type { Caller } from '../tenancy/caller.ts'
import { assertMayChange, styleRow } from './styles.ts'

type Row = Selectable<StylePushConfTable>

const view = (row: Row): PushConfView => ({
  id: row.id,
  styleId: row.styleId,
  channel: row.channel as PushConfView['channel'],
  appKey: row.appKey,
  hasSecret: row.appSecret !== '',
  enabled: row.enabled === 1,
  updatedAt: Number(row.updatedAt),
})

const confRow = (db: Db, id: string) =>
  db.selectFrom('stylePushConfs').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

export async function queryPushConfs(s: Services, styleId: string): Promise<PushConfView[]> {
  const rows = await s.db
    .selectFrom('stylePushConfs')
    .selectAll()
    .where('styleId', '=', styleId)
    .orderBy('channel')
    .execute()
  return rows.map(view)
}

/** Logs a change of a push configuration with it before and after (the secret never in the log). */
const logged = (
  s: Services,
  caller: Caller,
  now: number,
  action: string,
  id: string,
  apply: (trx: Db) => Promise<void>,
) =>
  loggedChange(
    s.db,
    actorOf(caller),
    now,
    { objectType: 'stylePushConf', objectId: id, action },
    async (trx) => view(await confRow(trx, id)),
    apply,
  )

export async function addPushConf(s: Services, caller: Caller, body: PushConfAddBody, now: number) {
  const id = randomUUID()
  return logged(s, caller, now, 'add', id, async (trx) => {
    const style = await styleRow(trx, body.styleId)
    assertMayChange(caller, style)
    const taken = await trx
      .selectFrom('stylePushConfs')
      .select('id')
      .where('styleId', '=', body.styleId)
      .where('channel', '=', body.channel)
      .executeTakeFirst()
    if (taken) fail(Code.nameExists, { field: 'channel' })
    await trx
      .insertInto('stylePushConfs')
      .values({
        id,
        orgId: style.orgId,
        styleId: body.styleId,
        channel: body.channel,
        appKey: body.appKey,
        appSecret: body.appSecret,
        enabled: body.enabled === false ? 0 : 1,
        createdAt: now,
        updatedAt: now,
      })
      .execute()
  })
}

export async function editPushConf(s: Services, caller: Caller, body: PushConfEditBody, now: number) {
  return logged(s, caller, now, 'edit', body.id, async (trx) => {
    const conf = await confRow(trx, body.id)
    assertMayChange(caller, await styleRow(trx, conf.styleId))
    await trx
      .updateTable('stylePushConfs')
      .set({
        updatedAt: now,
        ...(body.appKey !== undefined && { appKey: body.appKey }),
        ...(body.appSecret !== undefined && { appSecret: body.appSecret }),
        ...(body.enabled !== undefined && { enabled: body.enabled ? 1 : 0 }),
      })
      .where('id', '=', body.id)
      .execute()
  })
}
