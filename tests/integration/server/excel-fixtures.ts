// The data centre's test material (issue 19): a report group, a report reading one device with a
// template of bound, aggregate, input and formula cells, a day of history for its signals, and the
// tenant-isolation fixtures (a group, a report and a record of each enterprise).
import type { ExcelTemplate } from '../../../schemas/api/excel-template.ts'
import type { EntityKind } from '../../../server/tenancy/entities.ts'
import { ok, type Session, type TestEnterprise, type TestServer } from './helpers.ts'
import { insertDevice, insertVariable } from './project-fixtures.ts'

export const MINUTE = 60_000
/** The report's clock (UTC+8) and the local day the tests record: 2026-01-15 00:00 +08:00. */
export const UTC_OFFSET = 480
export const DAY_START = Date.UTC(2026, 0, 14, 16, 0, 0)

export interface ExcelSetup {
  deviceId: string
  temp: string
  level: string
  excelId: string
}

/** A device with two signals and a report reading it (roles as given, no schedule). */
export async function excelWithDevice(
  server: TestServer,
  admin: Session,
  roles: { fillerRoleIds?: string[]; readerRoleIds?: string[] } = {},
): Promise<ExcelSetup> {
  const orgId = admin.info.orgId
  const deviceId = await insertDevice(server, { orgId, accountId: admin.info.userId }, 'Boiler')
  const temp = await insertVariable(server, orgId, deviceId, 'counter')
  const level = await insertVariable(server, orgId, deviceId, 'level')
  const excel = await ok(
    admin.call('excel/add', {
      name: 'Daily log',
      deviceIds: [deviceId],
      schedule: { kind: 'none' },
      fillerRoleIds: roles.fillerRoleIds ?? [],
      readerRoleIds: roles.readerRoleIds ?? [],
      utcOffsetMinutes: UTC_OFFSET,
    }),
  )
  return { deviceId, temp, level, excelId: excel.id }
}

/** A day of the counter: 200 + i every 10 minutes from the day's start (144 points), 199 just before. */
export async function seedDay(server: TestServer, signalId: string): Promise<void> {
  const writer = server.services.realtime.history
  writer.append(signalId, DAY_START - 10 * MINUTE, 199)
  for (let i = 0; i < 144; i++) writer.append(signalId, DAY_START + i * 10 * MINUTE, 200 + i)
  await writer.flush()
}

export function dailyTemplate(s: ExcelSetup): ExcelTemplate {
  const agg = (fn: string, period = 'today', signalId = s.temp) => ({
    kind: 'aggregate' as const,
    deviceId: s.deviceId,
    signalId,
    fn: fn as 'max',
    period: period as 'today',
  })
  return {
    sheets: [
      {
        name: 'Daily',
        cells: [
          {
            r: 0,
            c: 0,
            value: 'Boiler daily report',
            style: { bold: true, align: 'center', fill: '#FFEEAA' },
          },
          { r: 1, c: 0, binding: agg('max'), style: { numFmt: '0.00' } },
          { r: 1, c: 1, binding: agg('average') },
          { r: 1, c: 2, binding: agg('delta') },
          { r: 1, c: 3, binding: agg('first') },
          { r: 1, c: 4, binding: agg('last') },
          { r: 1, c: 5, binding: agg('min') },
          {
            r: 2,
            c: 0,
            binding: { kind: 'value', deviceId: s.deviceId, signalId: s.temp, offsetMinutes: 60 },
          },
          { r: 2, c: 1, binding: agg('max', 'thisHour') },
          { r: 2, c: 2, binding: agg('average', 'yesterday', s.level) },
          { r: 3, c: 0, binding: { kind: 'input', type: 'number', min: 0, max: 10 } },
          { r: 3, c: 1, binding: { kind: 'input', type: 'choice', options: ['ok', 'fault'] } },
          { r: 3, c: 2, formula: 'SUM(A2:B2)' },
        ],
        merges: [{ r1: 0, c1: 0, r2: 0, c2: 3 }],
        cols: [{ c: 0, width: 20 }],
        rows: [{ r: 0, height: 30 }],
      },
    ],
  }
}

export async function excelEntityFixtures(
  server: TestServer,
  org: TestEnterprise,
): Promise<Partial<Record<EntityKind, string>>> {
  const group = await ok(org.admin.call('excel/group/add', { name: 'Fixture' }))
  const { excelId } = await excelWithDevice(server, org.admin)
  const record = await ok(org.admin.call('excel/record/generate', { excelId, time: DAY_START }))
  return { excelGroup: group.id, excel: excelId, excelRecord: record.id }
}
