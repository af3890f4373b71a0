// Gateways of the enterprise (platform spec §2 `eg/gateway`, §3 Gateway; issue 21): the list with state,
// firmware, signal, network mode, last seen and bound device (`gateway/query`), and their settings
// (`gateway/settings/edit`): validated, kept in the gateway's settings document, and a new configuration
// version, so the bound device shows "not synced" until its gateway runs it. A work-mode change needs the
// gateway's restart (answered as `restartRequired`). Anti-tamper needs a formula in X the platform's
// evaluator parses and a write-back variable read and written on a driver of the gateway's device (1313
// otherwise); the gateway's report of it (answering, error) is shown, and "stopped offline" while the
// gateway has been away longer than its offline stop minutes. `monitor/group/assign` puts devices into a group.
import { Code } from '../../core/i18n/codes.ts'
import { formula } from '../../core/validation/formula.ts'
import { AntiTamperStatus } from '../../schemas/edge/commands.ts'
import {
  type GatewayRowView,
  type GatewaySettings,
  GatewaySettingsFields,
} from '../../schemas/entities/gateway-settings.ts'
import { check } from '../../schemas/validate.ts'
import { fail } from '../http/api-error.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import type { Db } from '../storage/db.ts'
import { parseJsonObject } from '../storage/json.ts'
import { pageOf } from '../views/paging.ts'
import { endpoint } from './endpoint.ts'

const SETTING_KEYS = Object.keys(GatewaySettingsFields) as (keyof GatewaySettings)[]
/** Never answered back: shown as empty, kept when an edit leaves them empty. */
const SECRET_KEYS = ['wifiPassword', 'mqttPassword', 'mqttClientKey'] as const

function settingsView(json: string): GatewaySettings {
  const raw = parseJsonObject(json)
  const shown: Record<string, unknown> = {}
  for (const key of SETTING_KEYS) if (raw[key] !== undefined) shown[key] = raw[key]
  for (const key of SECRET_KEYS) if (shown[key]) shown[key] = ''
  // the live side's defaults (schemas/entities/live.ts GatewayLiveSettings): alarms on, low power off
  shown.offlineAlarm ??= true
  shown.powerAlarm ??= true
  return shown as GatewaySettings
}

function gatewayQuery(db: Db, orgId: string) {
  return db
    .selectFrom('gateways')
    .leftJoin('devices', 'devices.gatewayId', 'gateways.id')
    .selectAll('gateways')
    .select(['devices.id as equipmentId', 'devices.name as equipmentName'])
    .where('gateways.orgId', '=', orgId)
}

type Row = Awaited<ReturnType<ReturnType<typeof gatewayQuery>['executeTakeFirstOrThrow']>>

/**
 * What the gateway last reported of anti-tamper (null while off or never reported); a gateway away longer
 * than its offline stop minutes has stopped answering by now, though it cannot say so.
 */
function antiTamperView(r: Row, settings: GatewaySettings, now: number): AntiTamperStatus | null {
  const reported = parseJsonObject(r.antiTamperStatus)
  if (!settings.antiTamper || !check(AntiTamperStatus, reported).ok) return null
  const status = reported as AntiTamperStatus
  const stopMs = (settings.antiTamperOfflineStopMinutes ?? 0) * 60_000
  const awaySince = r.state === 'online' ? null : r.lastSeenAt
  if (stopMs > 0 && awaySince !== null && now - awaySince >= stopMs)
    return { state: 'stoppedOffline', since: awaySince + stopMs }
  return status
}

const gatewayView = (r: Row, now: number): GatewayRowView => {
  const settings = settingsView(r.settings)
  return {
    id: r.id,
    sn: r.sn,
    series: r.series,
    model: r.model,
    firmwareVersion: r.firmwareVersion,
    networkMode: r.networkMode,
    signalStrength: r.signalStrength,
    state: r.state,
    lastSeenAt: r.lastSeenAt,
    equipmentId: r.equipmentId,
    equipmentName: r.equipmentName ?? '',
    synced: r.configVersion === r.reportedVersion,
    settings,
    antiTamperStatus: antiTamperView(r, settings, now),
  }
}

/** An enabled anti-tamper's refusal: formula and write-back missing (10003) or unusable (1313). */
async function checkAntiTamper(db: Db, gatewayId: string, s: Record<string, unknown>): Promise<void> {
  if (!s.antiTamper) return
  for (const key of ['antiTamperFormula', 'antiTamperWriteBack'])
    if (!s[key]) fail(Code.paramMissing, { errors: [{ path: `/${key}`, rule: 'required' }] })
  const reason = formula()(s.antiTamperFormula)
  if (reason) fail(Code.antiTamper, { errors: [{ path: '/antiTamperFormula', rule: reason.key }] })
  const variable = await db
    .selectFrom('variables')
    .innerJoin('devices', 'devices.id', 'variables.deviceId')
    .select(['variables.id'])
    .where('devices.gatewayId', '=', gatewayId)
    .where('variables.id', '=', String(s.antiTamperWriteBack))
    .where('variables.kind', '=', 'device')
    .where('variables.driverId', 'is not', null)
    .where('variables.rw', '=', 'rw')
    .executeTakeFirst()
  if (!variable) fail(Code.antiTamper, { errors: [{ path: '/antiTamperWriteBack', rule: 'writeBack' }] })
}

export const gatewayRoutes = [
  endpoint('gateway/query', {
    summary:
      "the enterprise's gateways: state, firmware, signal, network mode, last seen, bound device, settings",
    auth: 'manage_eg_equipment',
    handler: async ({ body, caller, s, now }) => {
      const keyword = body.keyword?.trim()
      const query = gatewayQuery(s.db, caller.orgId)
        .$if(!!body.state, (qb) => qb.where('gateways.state', '=', body.state!))
        .$if(!!keyword, (qb) =>
          qb.where((eb) =>
            eb.or([eb('gateways.sn', 'like', `%${keyword}%`), eb('devices.name', 'like', `%${keyword}%`)]),
          ),
        )
        .orderBy('gateways.sn')
      return pageOf(query, body, (r) => gatewayView(r, now))
    },
  }),

  endpoint('gateway/settings/edit', {
    summary:
      "change a gateway's settings (§3); a new configuration version to sync; restartRequired on work mode",
    auth: 'manage_eg_equipment',
    idFields: { gatewayId: 'gateway' },
    handler: async ({ body, caller, s, now }) => {
      const { gatewayId, ...given } = body
      if (given.mqttAuth === 'twoWay' && !given.mqttClientCert)
        fail(Code.paramMissing, { errors: [{ path: '/mqttClientCert', rule: 'required' }] })
      const row = await s.db
        .selectFrom('gateways')
        .select(['settings', 'configVersion'])
        .where('id', '=', gatewayId)
        .executeTakeFirstOrThrow()
      const before = parseJsonObject(row.settings)
      const after: Record<string, unknown> = { ...before }
      for (const key of SETTING_KEYS) {
        const value = given[key]
        if (value === undefined) continue
        if ((SECRET_KEYS as readonly string[]).includes(key) && value === '') continue
        after[key] = value
      }
      await checkAntiTamper(s.db, gatewayId, after)
      const restartRequired = (after.workMode ?? 'standard') !== (before.workMode ?? 'standard')
      await s.db
        .updateTable('gateways')
        .set({ settings: JSON.stringify(after), configVersion: row.configVersion + 1, updatedAt: now })
        .where('id', '=', gatewayId)
        .execute()
      // the live side reads the switches (offline and power alarms, low power) from a fresh entry
      const sn = await s.db
        .selectFrom('gateways')
        .select('sn')
        .where('id', '=', gatewayId)
        .executeTakeFirstOrThrow()
      await s.realtime.groupsChanged([sn.sn])
      await recordChange(s.db, actorOf(caller), now, {
        objectType: 'gateway',
        objectId: gatewayId,
        action: 'settings',
        before: settingsView(row.settings),
        after: settingsView(JSON.stringify(after)),
      })
      const updated = await gatewayQuery(s.db, caller.orgId)
        .where('gateways.id', '=', gatewayId)
        .executeTakeFirstOrThrow()
      return { gateway: gatewayView(updated, now), restartRequired }
    },
  }),

  endpoint('monitor/group/assign', {
    summary: "put devices into a group ('' takes them out of every group); logged",
    auth: 'manage_eg_group',
    idFields: { groupId: 'group', equipmentIds: 'device' },
    handler: async ({ body, caller, s, now }) => {
      const groupId = body.groupId || null
      await s.db
        .updateTable('devices')
        .set({ groupId, updatedAt: now })
        .where('id', 'in', body.equipmentIds)
        .where('orgId', '=', caller.orgId)
        .execute()
      for (const id of body.equipmentIds)
        await recordChange(s.db, actorOf(caller), now, {
          objectType: 'device',
          objectId: id,
          action: 'group',
          after: { groupId },
        })
      return { moved: body.equipmentIds.length }
    },
  }),
]
