// Devices (`equipment/multi/*`, spec §7): the list (10 per page, keyword on name or SN, group with its
// sub-groups, gateway state), add (optionally with a gateway by SN and code and a template), edit,
// delete (its gateway is freed), info, the devices of one account, and the manufacturers in use.
import { randomUUID } from 'node:crypto'
import { Code } from '../../core/i18n/codes.ts'
import { Empty } from '../../schemas/api/common.ts'
import { DeviceQueryByUserBody } from '../../schemas/api/equipment.ts'
import { cardOfDevice } from '../commerce/cards.ts'
import { applyTemplate, bindGateway, deviceRow } from '../devices/binding.ts'
import { assertRemark, deviceColumns } from '../devices/device-fields.ts'
import {
  deviceById,
  devicesBase,
  deviceView,
  filtered,
  ordered,
  pageOfDevices,
  withColumns,
} from '../devices/device-list.ts'
import { assertCreatorOrOperation } from '../devices/device-rights.ts'
import { gatewayForBinding, guardGatewayCode } from '../devices/gateways.ts'
import { assertRoomUnder } from '../devices/groups.ts'
import { readableTemplate } from '../devices/templates.ts'
import { fail } from '../http/api-error.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import { parseJsonObject } from '../storage/json.ts'
import { endpoint } from './endpoint.ts'
import { route } from './types.ts'

export const equipmentRoutes = [
  endpoint('equipment/multi/query', {
    summary: 'page through the devices (keyword on name or SN, group with sub-groups, state, template)',
    auth: 'manage_eg_equipment',
    idFields: { groupId: 'group', templateId: 'template' },
    handler: async ({ body, caller, s }) => {
      const base = await filtered(s.db, caller, {
        keyword: body.keyword,
        groupId: body.groupId || undefined,
        state: body.state,
        templateId: body.templateId || undefined,
      })
      const rows = (limit: number, offset: number) =>
        ordered(withColumns(base)).limit(limit).offset(offset).execute()
      return pageOfDevices(s.db, base, body, rows, deviceView)
    },
  }),

  endpoint('equipment/multi/info', {
    summary:
      'one device with its gateway (state, versions, synced) and template (synced); any user it is visible to',
    auth: 'user',
    idFields: { id: 'deviceCard' },
    handler: async ({ body, caller, s }) => deviceById(s.db, caller, body.id),
  }),

  endpoint('equipment/multi/card', {
    summary:
      'the IoT card the device’s ICCID field names, among the caller’s enterprise’s cards (null when none, or for a device granted from another enterprise)',
    auth: 'user',
    idFields: { id: 'deviceCard' },
    handler: async ({ body, caller, s, now }) => cardOfDevice(s.db, caller.orgId, body.id, now),
  }),

  endpoint('equipment/multi/add', {
    summary:
      'create a device (name ≤ 25, remark ≤ 20 words); with SN and code binds the gateway, with a template applies it',
    auth: 'manage_eg_equipment',
    idFields: { groupId: 'group', templateId: 'template' },
    handler: async ({ body, caller, s, now }) => {
      assertRemark(body.remark)
      if (!body.sn !== !body.code)
        fail(Code.paramMissing, { errors: [{ path: body.sn ? '/code' : '/sn', rule: 'required' }] })
      const code =
        body.sn && body.code
          ? await guardGatewayCode(s.db, { sn: body.sn, code: body.code, accountId: caller.accountId, now })
          : null
      return s.db.transaction().execute(async (trx) => {
        const columns = deviceColumns(body)
        if (columns.groupId) await assertRoomUnder(trx, caller.orgId, columns.groupId)
        const template = body.templateId ? await readableTemplate(trx, caller, body.templateId) : null
        const gateway = code ? await gatewayForBinding(trx, code) : null
        const id = randomUUID()
        await trx
          .insertInto('devices')
          .values({
            id,
            orgId: caller.orgId,
            ownerId: caller.accountId,
            name: body.name,
            groupId: null,
            gatewayId: null,
            templateId: null,
            templateVersion: null,
            address: '',
            remark: '',
            ...columns,
            createdAt: now,
            updatedAt: now,
          })
          .execute()
        if (gateway) await bindGateway(trx, id, caller.orgId, gateway, now)
        if (template) await applyTemplate(trx, id, template, now)
        const after = await deviceById(trx, caller, id)
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'device',
          objectId: id,
          action: 'add',
          after,
        })
        return after
      })
    },
  }),

  endpoint('equipment/multi/edit', {
    summary: "change a device's card: name, group, address, location, dates, manufacturer, remark, …",
    auth: 'manage_eg_equipment',
    idFields: { id: 'device', groupId: 'group' },
    handler: async ({ body, caller, s, now }) => {
      assertRemark(body.remark)
      return s.db.transaction().execute(async (trx) => {
        const stored = await deviceRow(trx, body.id)
        const before = await deviceById(trx, caller, body.id)
        const columns = deviceColumns(body, stored.settings)
        if (columns.groupId && columns.groupId !== stored.groupId)
          await assertRoomUnder(trx, caller.orgId, columns.groupId)
        await trx
          .updateTable('devices')
          .set({ ...columns, ...(body.name !== undefined && { name: body.name }), updatedAt: now })
          .where('id', '=', body.id)
          .execute()
        const after = await deviceById(trx, caller, body.id)
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'device',
          objectId: body.id,
          action: 'edit',
          before,
          after,
        })
        return after
      })
    },
  }),

  endpoint('equipment/multi/delete', {
    summary:
      'delete a device with its configuration (its creator or operation accounts: 90008); its gateway is freed',
    auth: 'manage_eg_equipment',
    idFields: { id: 'device' },
    handler: async ({ body, caller, s, now }) =>
      s.db.transaction().execute(async (trx) => {
        await assertCreatorOrOperation(trx, caller, body.id)
        const before = await deviceById(trx, caller, body.id)
        if (before.gatewayId)
          await trx
            .updateTable('gateways')
            .set({ orgId: null, updatedAt: now })
            .where('id', '=', before.gatewayId)
            .execute()
        await trx.deleteFrom('devices').where('id', '=', body.id).execute()
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'device',
          objectId: body.id,
          action: 'delete',
          before,
        })
        return null
      }),
  }),

  route({
    path: 'equipment/multi/queryByUser',
    summary: "page through one account's devices (created or authorised; the caller's own when no account)",
    bodySchema: DeviceQueryByUserBody,
    auth: 'manage_eg_equipment',
    idFields: { accountId: 'account' },
    handler: async ({ body, caller, s }) => {
      const accountId = body.accountId || caller.accountId
      const base = devicesBase(s.db, caller).where((eb) =>
        eb.or([
          eb('devices.ownerId', '=', accountId),
          eb(
            'devices.id',
            'in',
            eb
              .selectFrom('deviceUsers')
              .select('deviceUsers.deviceId')
              .where('deviceUsers.accountId', '=', accountId),
          ),
        ]),
      )
      const rows = (limit: number, offset: number) =>
        ordered(withColumns(base)).limit(limit).offset(offset).execute()
      return pageOfDevices(s.db, base, body, rows, (row) => ({
        ...deviceView(row),
        relation: row.ownerId === accountId ? 'creator' : 'authorised',
      }))
    },
  }),

  route({
    path: 'equipment/multi/extra/queryAllManufacturer',
    summary: 'the manufacturers named on the devices the caller can see, sorted',
    bodySchema: Empty,
    auth: 'manage_eg_equipment',
    handler: async ({ caller, s }) => {
      const rows = await devicesBase(s.db, caller).select('devices.settings').execute()
      const names = rows
        .map((r) => String(parseJsonObject(r.settings).manufacturer ?? '').trim())
        .filter(Boolean)
      return [...new Set(names)].sort((a, b) => a.localeCompare(b))
    },
  }),
]
