// A configuration row (driver, variable, alarm rule, report, script, page) belongs to a device or to
// a template. This names the owner, checks who may change it, measures it against its series'
// capacity, and records that it changed: a device's gateway gets a new configuration version (so
// synced = reported_version == config_version) and leaves its template; a template gets a new version
// (so devices made from it show "not synced with the template").
import { sql } from 'kysely'
import { Code } from '../../core/i18n/codes.ts'
import type { GatewaySeries } from '../../schemas/entities/equipment.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import type { Caller } from '../tenancy/caller.ts'
import {
  type ConfigKind,
  type Counts,
  capacityBreaches,
  capacityOf,
  DEFAULT_SERIES,
  type GatewayKind,
} from './capacity.ts'
import { seriesOfGateway } from './gateways.ts'
import { assertTemplateEditable } from './templates.ts'

export type Owner = { kind: 'device'; id: string } | { kind: 'template'; id: string }

/** The owner column of configuration tables for this owner. */
export const ownerColumn = (owner: Owner): 'deviceId' | 'templateId' =>
  owner.kind === 'device' ? 'deviceId' : 'templateId'

/** From a body: exactly one of equipmentId / templateId (10003 none, 10001 both). */
export function ownerOfBody(body: { equipmentId?: string; templateId?: string }): Owner {
  if (body.equipmentId && body.templateId)
    fail(Code.paramInvalid, { reason: 'equipmentId or templateId, not both' })
  if (body.equipmentId) return { kind: 'device', id: body.equipmentId }
  if (body.templateId) return { kind: 'template', id: body.templateId }
  return fail(Code.paramMissing, { errors: [{ path: '/equipmentId', rule: 'required' }] })
}

export function ownerOfRow(row: { deviceId: string | null; templateId: string | null }): Owner {
  if (row.deviceId) return { kind: 'device', id: row.deviceId }
  if (row.templateId) return { kind: 'template', id: row.templateId }
  throw new Error('configuration row without an owner')
}

/** Devices are scoped by the route's id fields; a template may be changed by its owner or operation accounts. */
export async function assertOwnerWritable(db: Db, caller: Caller, owner: Owner): Promise<void> {
  if (owner.kind === 'template') await assertTemplateEditable(db, caller, owner.id)
}

/** The gateway kind a configuration is measured against: its gateway's, else its template's series. */
export async function kindOf(db: Db, owner: Owner): Promise<GatewayKind> {
  if (owner.kind === 'template') {
    const t = await db
      .selectFrom('templates')
      .select('gatewaySeries')
      .where('id', '=', owner.id)
      .executeTakeFirst()
    return { series: t ? seriesOfGateway({ series: t.gatewaySeries }) : DEFAULT_SERIES }
  }
  const row = await db
    .selectFrom('devices')
    .leftJoin('gateways', 'gateways.id', 'devices.gatewayId')
    .leftJoin('templates', 'templates.id', 'devices.templateId')
    .select([
      'gateways.series as gatewaySeries',
      'gateways.model as model',
      'templates.gatewaySeries as templateSeries',
    ])
    .where('devices.id', '=', owner.id)
    .executeTakeFirst()
  const series = row?.gatewaySeries ?? row?.templateSeries
  return { series: series ? seriesOfGateway({ series }) : DEFAULT_SERIES, model: row?.model ?? null }
}

export async function seriesOf(db: Db, owner: Owner): Promise<GatewaySeries> {
  return (await kindOf(db, owner)).series
}

const TABLE_OF: Record<ConfigKind, 'drivers' | 'variables' | 'alarmRules' | 'reports' | 'scripts'> = {
  drivers: 'drivers',
  variables: 'variables',
  alarms: 'alarmRules',
  reports: 'reports',
  scripts: 'scripts',
}

export async function countsOf(db: Db, owner: Owner): Promise<Counts> {
  const column = ownerColumn(owner)
  const entries = await Promise.all(
    Object.entries(TABLE_OF).map(async ([kind, table]) => {
      const { n } = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(column, '=', owner.id)
        .executeTakeFirstOrThrow()
      return [kind, Number(n)] as const
    }),
  )
  return Object.fromEntries(entries) as Counts
}

/** Fails with the kind's capacity code when `adding` more would not fit the owner's series. */
export async function assertRoom(db: Db, owner: Owner, kind: ConfigKind, adding = 1): Promise<void> {
  const counts = await countsOf(db, owner)
  counts[kind] += adding
  const capacity = await capacityOf(db, await kindOf(db, owner))
  const breach = capacityBreaches(capacity, counts).find((b) => b.kind === kind)
  if (breach) fail(breach.code, { kind, max: breach.max })
}

/** Call in the transaction of every configuration change. */
export async function markConfigChanged(db: Db, owner: Owner, now: number): Promise<void> {
  if (owner.kind === 'template') {
    await db
      .updateTable('templates')
      .set((eb) => ({ configVersion: eb('configVersion', '+', 1), updatedAt: now }))
      .where('id', '=', owner.id)
      .execute()
    return
  }
  const device = await db
    .updateTable('devices')
    .set({ templateVersion: null, updatedAt: now })
    .where('id', '=', owner.id)
    .returning('gatewayId')
    .executeTakeFirst()
  if (device?.gatewayId) await bumpGatewayVersion(db, device.gatewayId, now)
}

/**
 * The platform's configuration of this gateway changed: it is out of sync until it reports the new
 * version. The new version is above any the gateway has reported, so it can never match by accident.
 */
export async function bumpGatewayVersion(db: Db, gatewayId: string, now: number): Promise<void> {
  await db
    .updateTable('gateways')
    .set({
      configVersion: sql<number>`(case when config_version > reported_version then config_version else reported_version end) + 1`,
      updatedAt: now,
    })
    .where('id', '=', gatewayId)
    .execute()
}
