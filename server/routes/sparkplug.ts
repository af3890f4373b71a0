// Sparkplug B for third-party edge nodes (issue 13): a device's group id (its gateway's own; the
// broker's access rules and the ingest follow it) and the adoption screen's calls: the metrics the
// node's births announced that are no variables yet, adopted as variables or dismissed.
import { Code } from '../../core/i18n/codes.ts'
import { rebirthCommand, variableNameOf } from '../../core/sparkplug/index.ts'
import { ADOPT_MAX, EnterpriseGroupBody, type SparkplugInfo } from '../../schemas/api/sparkplug.ts'
import type { Variable } from '../../schemas/entities/equipment.ts'
import { CONFIG_KIND_SPECS, type KindSpec } from '../devices/config-kinds.ts'
import { assertRoom, markConfigChanged, type Owner } from '../devices/config-owner.ts'
import { driverView } from '../devices/config-rows/drivers.ts'
import {
  adoptedDecimals,
  adoptedLocation,
  discoveredOf,
  discoveredRows,
  driverOfSegment,
  platformDataType,
} from '../edge-link/adoption.ts'
import { fail } from '../http/api-error.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import type { Services } from '../services.ts'
import type { Db } from '../storage/db.ts'
import { sortableId } from '../storage/ids.ts'
import { endpoint } from './endpoint.ts'
import { route } from './types.ts'

// the signal rows' own rules (names, keys, capacity) as `equipment/signal/add` applies them
const variableSpec = CONFIG_KIND_SPECS.find((k) => k.path === 'signal') as unknown as KindSpec<
  object,
  Variable
>

async function gatewayOf(db: Db, deviceId: string) {
  const row = await db
    .selectFrom('devices')
    .leftJoin('gateways', 'gateways.id', 'devices.gatewayId')
    .leftJoin('enterprises', 'enterprises.id', 'devices.orgId')
    .select([
      'gateways.id as gatewayId',
      'gateways.sn',
      'gateways.sparkplugGroup',
      'enterprises.sparkplugGroup as enterpriseGroup',
    ])
    .where('devices.id', '=', deviceId)
    .executeTakeFirst()
  if (!row?.gatewayId || !row.sn) fail(Code.noGatewayBound)
  return { ...row, gatewayId: row.gatewayId, sn: row.sn }
}

async function infoOf(s: Services, deviceId: string): Promise<SparkplugInfo> {
  const g = await gatewayOf(s.db, deviceId)
  const defaultGroup = s.realtime.group
  return {
    sn: g.sn,
    group: g.sparkplugGroup,
    enterpriseGroup: g.enterpriseGroup,
    effective: g.sparkplugGroup ?? g.enterpriseGroup ?? defaultGroup,
    defaultGroup,
  }
}

export const sparkplugRoutes = [
  endpoint('equipment/sparkplug/info', {
    summary: "a device's Sparkplug ids: its gateway's SN (edge node id) and group ids (1102 unbound)",
    auth: 'manage_eg_equipment',
    idFields: { equipmentId: 'device' },
    handler: ({ body, s }) => infoOf(s, body.equipmentId),
  }),

  endpoint('equipment/sparkplug/group', {
    summary:
      "set the Sparkplug group id of a device's gateway ('' for the enterprise's or the default; 1102 unbound)",
    auth: 'manage_eg_equipment',
    idFields: { equipmentId: 'device' },
    handler: async ({ body, caller, s, now }) => {
      const before = await infoOf(s, body.equipmentId)
      const group = body.group === '' ? null : body.group
      await s.db.transaction().execute(async (trx) => {
        await trx.updateTable('gateways').set({ sparkplugGroup: group }).where('sn', '=', before.sn).execute()
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'gateway',
          objectId: before.sn,
          action: 'sparkplugGroup',
          before: { group: before.group },
          after: { group },
        })
      })
      await s.realtime.groupsChanged([before.sn])
      return infoOf(s, body.equipmentId)
    },
  }),

  route({
    path: 'org/enterprise/sparkplugGroup',
    summary:
      "set the Sparkplug group id of one's own enterprise ('' for the default): its gateways without their own use it",
    bodySchema: EnterpriseGroupBody,
    auth: 'manage_orgal_enterprise',
    handler: async ({ body, caller, s, now }) => {
      const group = body.group === '' ? null : body.group
      const before = await s.db
        .selectFrom('enterprises')
        .select('sparkplugGroup')
        .where('id', '=', caller.orgId)
        .executeTakeFirstOrThrow()
      await s.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('enterprises')
          .set({ sparkplugGroup: group })
          .where('id', '=', caller.orgId)
          .execute()
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'enterprise',
          objectId: caller.orgId,
          action: 'sparkplugGroup',
          before: { group: before.sparkplugGroup },
          after: { group },
        })
      })
      const gateways = await s.db
        .selectFrom('gateways')
        .select('sn')
        .where('orgId', '=', caller.orgId)
        .execute()
      await s.realtime.groupsChanged(gateways.map((g) => g.sn))
      return { group, defaultGroup: s.realtime.group }
    },
  }),

  endpoint('equipment/discovered/query', {
    summary: "the metrics a device's node announced that are no variables yet, with their birth values",
    auth: 'manage_eg_equipment',
    idFields: { equipmentId: 'device' },
    handler: ({ body, s }) => discoveredOf(s.db, body.equipmentId),
  }),

  endpoint('equipment/discovered/adopt', {
    summary: `adopt announced metrics as variables keyed by the metric name (≤ ${ADOPT_MAX}; 1706 capacity, 1401 taken)`,
    auth: 'manage_eg_equipment',
    idFields: { equipmentId: 'device' },
    handler: async ({ body, caller, s, now }) => {
      if (body.metrics.length > ADOPT_MAX) fail(Code.batchTooLarge, { max: ADOPT_MAX })
      const owner: Owner = { kind: 'device', id: body.equipmentId }
      const { sn } = await gatewayOf(s.db, body.equipmentId)
      const adopted = await s.db.transaction().execute(async (trx) => {
        const rows = await discoveredRows(trx, body.equipmentId, body.metrics)
        const drivers = (
          await trx.selectFrom('drivers').selectAll().where('deviceId', '=', body.equipmentId).execute()
        ).map(driverView)
        await assertRoom(trx, owner, 'variables', rows.length)
        const views: Variable[] = []
        for (const [i, row] of rows.entries()) {
          const asked = body.metrics[i]!
          const driver = row.segment === '' ? undefined : driverOfSegment(drivers, row.segment)
          if (row.segment !== '' && !driver) fail(Code.noDataOrPermission, { reason: 'no such driver' })
          const dataType = platformDataType(row.datatype)
          const decimals = adoptedDecimals(row.datatype)
          const input = variableSpec.fromBody(
            {
              name: asked.title || variableNameOf(row.name),
              key: row.name,
              unit: asked.unit ?? '',
              dataType,
              ...(decimals === undefined ? {} : { decimals }),
              rw: 'r',
              ...(driver
                ? { kind: 'device', driverId: driver.id, ...adoptedLocation(driver.protocol, row.name) }
                : { kind: 'internal' }),
            },
            null,
          )
          await variableSpec.check(trx, owner, input, null)
          const id = sortableId(now)
          await trx
            .insertInto('variables')
            .values({
              id,
              orgId: caller.orgId,
              deviceId: body.equipmentId,
              templateId: null,
              createdAt: now,
              updatedAt: now,
              ...(variableSpec.columns(input) as object),
            } as never)
            .execute()
          await trx
            .deleteFrom('discoveredMetrics')
            .where('deviceId', '=', body.equipmentId)
            .where('segment', '=', row.segment)
            .where('name', '=', row.name)
            .execute()
          const added = await variableSpec.views(trx, [
            await trx.selectFrom('variables').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
          ])
          await recordChange(trx, actorOf(caller), now, {
            objectType: 'variable',
            objectId: id,
            action: 'adopt',
            after: added[0],
          })
          views.push(...added)
        }
        await markConfigChanged(trx, owner, now)
        return views
      })
      // the node's next birth gives the new variables their values at once
      s.realtime.directory.invalidate(sn)
      // a gateway not reached now sends its births when it connects again, with the new variables
      await s.realtime.publishCommand(sn, rebirthCommand(now).metrics).catch(() => {})
      return adopted
    },
  }),

  endpoint('equipment/discovered/dismiss', {
    summary: 'dismiss announced metrics: not offered again while the births keep announcing them',
    auth: 'manage_eg_equipment',
    idFields: { equipmentId: 'device' },
    handler: async ({ body, s, now }) => {
      if (body.metrics.length > ADOPT_MAX) fail(Code.batchTooLarge, { max: ADOPT_MAX })
      const rows = await discoveredRows(s.db, body.equipmentId, body.metrics)
      for (const row of rows)
        await s.db
          .updateTable('discoveredMetrics')
          .set({ dismissedAt: now })
          .where('deviceId', '=', body.equipmentId)
          .where('segment', '=', row.segment)
          .where('name', '=', row.name)
          .execute()
      return discoveredOf(s.db, body.equipmentId)
    },
  }),
]
