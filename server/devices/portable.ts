// The exported configuration file of a device (schemas/api/equipment.ts DeviceConfigFile): the
// configuration set with its gateway series and a format version. Page passwords and the drivers'
// OPC password and private key stay behind; an import keeps the target's own.
import { Code } from '../../core/i18n/codes.ts'
import {
  DEVICE_CONFIG_FORMAT,
  DEVICE_CONFIG_FORMAT_VERSION,
  DeviceConfigFile,
} from '../../schemas/api/equipment.ts'
import type { GatewaySeries } from '../../schemas/entities/equipment.ts'
import { check } from '../../schemas/validate.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import { type Owner, ownerColumn } from './config-owner.ts'
import { driverView, keptSecrets } from './config-rows/drivers.ts'
import type { ConfigSet } from './config-set.ts'

export function exportFile(set: ConfigSet, series: GatewaySeries): DeviceConfigFile {
  return {
    format: DEVICE_CONFIG_FORMAT,
    formatVersion: DEVICE_CONFIG_FORMAT_VERSION,
    series,
    sourceId: set.sourceId ?? '',
    drivers: set.drivers.map(({ password: _p, privateKey: _k, ...driver }) => driver),
    variables: set.variables,
    alarms: set.alarms,
    reports: set.reports,
    scripts: set.scripts,
    pages: set.pages.map(({ passwordHash: _, ...page }) => page),
  }
}

/** The file's set and series: 10001 when it is not such a file, 1702 when it is an older format. */
export function parseFile(text: string): { set: ConfigSet; series: GatewaySeries } {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return fail(Code.paramInvalid, { field: 'document', reason: 'not JSON' })
  }
  const head = (value ?? {}) as { format?: unknown; formatVersion?: unknown }
  if (head.format !== DEVICE_CONFIG_FORMAT)
    fail(Code.paramInvalid, { field: 'document', reason: 'not a device configuration' })
  if (typeof head.formatVersion === 'number' && head.formatVersion < DEVICE_CONFIG_FORMAT_VERSION)
    fail(Code.importTemplateOutdated, {
      formatVersion: head.formatVersion,
      current: DEVICE_CONFIG_FORMAT_VERSION,
    })
  if (head.formatVersion !== DEVICE_CONFIG_FORMAT_VERSION)
    fail(Code.paramInvalid, { field: 'formatVersion', reason: 'unknown format version' })
  const result = check(DeviceConfigFile, value)
  if (!result.ok)
    fail(Code.paramInvalid, {
      field: 'document',
      errors: result.errors
        .slice(0, 10)
        .map((e) => ({ path: e.instancePath, rule: e.keyword, message: e.message })),
    })
  const file = value as DeviceConfigFile
  return {
    series: file.series,
    set: {
      ...file,
      sourceId: file.sourceId || null,
      drivers: file.drivers.map((d) => ({
        ...d,
        password: d.password ?? '',
        privateKey: d.privateKey ?? '',
      })),
      pages: file.pages.map((p) => ({ ...p, passwordHash: null })),
    },
  }
}

/**
 * The set's drivers with the secrets the file left out taken from the owner's driver they replace: the
 * one of the same id (a device's file imported back), else of the same name; none when none matches.
 */
export async function withStoredSecrets(db: Db, owner: Owner, set: ConfigSet): Promise<ConfigSet> {
  const stored = (
    await db.selectFrom('drivers').selectAll().where(ownerColumn(owner), '=', owner.id).execute()
  ).map(driverView)
  const match = (d: ConfigSet['drivers'][number]) =>
    stored.find((s) => s.id === d.id) ?? stored.find((s) => s.name === d.name) ?? null
  return { ...set, drivers: set.drivers.map((d) => keptSecrets(d, match(d))) }
}
