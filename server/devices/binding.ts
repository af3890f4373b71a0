// A device's gateway and template (spec §4: template unbound → bound, replace or unbind; gateway
// bound by SN and code). Binding a gateway checks that the device's configuration fits the gateway's
// series and that a bound template was made for that series (1112); applying a template replaces
// the device's configuration with the template's and marks the device synced with that template.
// Every change gives the gateway a new configuration version to sync.
import { Code } from '../../core/i18n/codes.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import { capacityBreaches, capacityOf } from './capacity.ts'
import { bumpGatewayVersion, countsOf } from './config-owner.ts'
import { loadConfigSet, replaceConfig } from './config-set.ts'
import { type GatewayRow, seriesOfGateway } from './gateways.ts'
import type { TemplateRow } from './templates.ts'

export async function deviceRow(db: Db, id: string) {
  const row = await db.selectFrom('devices').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) fail(Code.deviceMissing)
  return row
}

export async function bindGateway(db: Db, deviceId: string, orgId: string, gateway: GatewayRow, now: number) {
  const device = await deviceRow(db, deviceId)
  if (device.gatewayId) fail(Code.gatewayAlreadyBound, { reason: 'the device has a gateway' })
  const series = seriesOfGateway(gateway)
  if (device.templateId) {
    const template = await db
      .selectFrom('templates')
      .select('gatewaySeries')
      .where('id', '=', device.templateId)
      .executeTakeFirstOrThrow()
    if (template.gatewaySeries !== series)
      fail(Code.templateSeriesMismatch, { template: template.gatewaySeries, gateway: series })
  }
  const counts = await countsOf(db, { kind: 'device', id: deviceId })
  const breach = capacityBreaches(await capacityOf(db, { series, model: gateway.model }), counts)[0]
  if (breach) fail(breach.code, { kind: breach.kind, count: breach.count, max: breach.max })
  await db.updateTable('gateways').set({ orgId, updatedAt: now }).where('id', '=', gateway.id).execute()
  await db
    .updateTable('devices')
    .set({ gatewayId: gateway.id, updatedAt: now })
    .where('id', '=', deviceId)
    .execute()
  await bumpGatewayVersion(db, gateway.id, now)
}

/** Frees the gateway for another device (or enterprise); the device keeps its configuration. */
export async function releaseGateway(db: Db, deviceId: string, now: number): Promise<string> {
  const device = await deviceRow(db, deviceId)
  if (!device.gatewayId) fail(Code.noGatewayBound)
  await db
    .updateTable('devices')
    .set({ gatewayId: null, updatedAt: now })
    .where('id', '=', deviceId)
    .execute()
  await db
    .updateTable('gateways')
    .set({ orgId: null, updatedAt: now })
    .where('id', '=', device.gatewayId)
    .execute()
  return device.gatewayId
}

/** 1111 for the template already bound, 1112 when the device's gateway is of another series. */
export async function applyTemplate(
  db: Db,
  deviceId: string,
  template: TemplateRow,
  now: number,
): Promise<void> {
  const device = await deviceRow(db, deviceId)
  if (device.templateId === template.id) fail(Code.sameTemplate)
  if (device.gatewayId) {
    const gateway = await db
      .selectFrom('gateways')
      .select('series')
      .where('id', '=', device.gatewayId)
      .executeTakeFirstOrThrow()
    if (gateway.series !== template.gatewaySeries)
      fail(Code.templateSeriesMismatch, { template: template.gatewaySeries, gateway: gateway.series })
  }
  const set = await loadConfigSet(db, { kind: 'template', id: template.id })
  await replaceConfig(db, { kind: 'device', id: deviceId }, device.orgId, set, now)
  await db
    .updateTable('devices')
    .set({ templateId: template.id, templateVersion: template.configVersion, updatedAt: now })
    .where('id', '=', deviceId)
    .execute()
  if (device.gatewayId) await bumpGatewayVersion(db, device.gatewayId, now)
}

/** The device keeps the configuration it got from the template, no longer tied to it (1110 if none). */
export async function detachTemplate(db: Db, deviceId: string, now: number): Promise<void> {
  const device = await deviceRow(db, deviceId)
  if (!device.templateId) fail(Code.noTemplate)
  await db
    .updateTable('devices')
    .set({ templateId: null, templateVersion: null, updatedAt: now })
    .where('id', '=', deviceId)
    .execute()
}
