// Adoption of the metrics a third-party node's births announced that match no variable
// (discovered_metrics, kept by the ingest): listed per Sparkplug device with the birth's value, adopted
// as variables keyed by the metric name (so the next data matches them), or dismissed. An adopted
// metric of a Sparkplug device becomes a device variable of the driver that device id names (the
// location fields its driver's protocol requires hold placeholders: a third-party node reads its own
// I/O); a node metric becomes an internal variable (no driver), as the node segment's variables are.
import { Code } from '../../core/i18n/codes.ts'
import { DataType, datatypeName } from '../../core/sparkplug/index.ts'
import type { DiscoveredMetric, MetricRef } from '../../schemas/api/sparkplug.ts'
import type { DriverProtocol, VariableDataType } from '../../schemas/edge/config.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import { NODE_SEGMENT } from './directory.ts'

/** The platform data type closest to a Sparkplug datatype (other numbers: float64, the widest). */
export function platformDataType(datatype: number): VariableDataType {
  switch (datatype) {
    case DataType.String:
    case DataType.Text:
    case DataType.UUID:
      return 'text'
    case DataType.Boolean:
      return 'bit'
    case DataType.Int8:
    case DataType.Int16:
      return 'int16'
    case DataType.UInt8:
    case DataType.UInt16:
      return 'uint16'
    case DataType.Int32:
      return 'int32'
    case DataType.UInt32:
      return 'uint32'
    case DataType.Float:
      return 'float32'
    case DataType.Int64:
      return 'int64'
    case DataType.UInt64:
      return 'uint64'
    default:
      return 'float64'
  }
}

/** Sparkplug datatypes of whole numbers wider than 32 bits: Int64, UInt64, DateTime (kept as float64). */
const WHOLE_64 = new Set<number>([DataType.Int64, DataType.UInt64, DataType.DateTime])

/**
 * The decimal places an adopted metric shows: none for a 64-bit whole number (an Int64 counter reads
 * 9000000000, not 9000000000.00); the variable form's default otherwise.
 */
export const adoptedDecimals = (datatype: number): number | undefined =>
  WHOLE_64.has(datatype) ? 0 : undefined

interface DriverRow {
  id: string
  name: string
}

/**
 * The fields that locate an adopted metric in its driver, as the driver's protocol requires them
 * (schemas/api/equipment-config.ts VARIABLE_LOCATION): placeholders but for OPC UA's node id, which
 * names the metric.
 */
export function adoptedLocation(protocol: DriverProtocol, metric: string) {
  switch (protocol) {
    case 'opcUa':
      return { opcNode: metric }
    case 's7':
      return { s7Area: 'DB', dbNumber: 1, address: 0 } as const
    default:
      return { registerType: 'holdingRegister', address: 0 } as const
  }
}

/** The driver a Sparkplug device id names (its id, else its name); undefined for none. */
export const driverOfSegment = <D extends DriverRow>(drivers: readonly D[], segment: string): D | undefined =>
  drivers.find((d) => d.id === segment) ?? drivers.find((d) => d.name === segment)

const parseValue = (json: string | null): DiscoveredMetric['value'] => {
  if (json === null) return null
  try {
    const v = JSON.parse(json) as unknown
    return typeof v === 'number' || typeof v === 'boolean' || typeof v === 'string' ? v : null
  } catch {
    return null
  }
}

/** The offered metrics of a device (not dismissed), by Sparkplug device then name. */
export async function discoveredOf(
  db: Db,
  deviceId: string,
): Promise<{ list: DiscoveredMetric[]; dismissed: number }> {
  const [rows, drivers] = await Promise.all([
    db
      .selectFrom('discoveredMetrics')
      .selectAll()
      .where('deviceId', '=', deviceId)
      .orderBy('segment')
      .orderBy('name')
      .execute(),
    db.selectFrom('drivers').select(['id', 'name']).where('deviceId', '=', deviceId).execute(),
  ])
  const list = rows
    .filter((r) => r.dismissedAt === null)
    .map((r): DiscoveredMetric => {
      const driver = r.segment === NODE_SEGMENT ? undefined : driverOfSegment(drivers, r.segment)
      return {
        segment: r.segment,
        name: r.name,
        driverId: driver?.id ?? null,
        driverName: driver?.name ?? '',
        datatype: r.datatype,
        datatypeName: datatypeName(r.datatype),
        dataType: platformDataType(r.datatype),
        value: parseValue(r.lastValue),
        firstSeenAt: Number(r.firstSeenAt),
        lastSeenAt: Number(r.lastSeenAt),
      }
    })
  return { list, dismissed: rows.length - list.length }
}

/** The discovered rows named, in the order asked; 90003 when one is not offered for this device. */
export async function discoveredRows(db: Db, deviceId: string, refs: readonly MetricRef[]) {
  const rows = await db
    .selectFrom('discoveredMetrics')
    .selectAll()
    .where('deviceId', '=', deviceId)
    .where(
      'name',
      'in',
      refs.map((r) => r.name),
    )
    .execute()
  return refs.map((ref) => {
    const row = rows.find((r) => r.segment === ref.segment && r.name === ref.name)
    if (!row) fail(Code.noDataOrPermission, { reason: 'not a metric offered by this device', ...ref })
    return row
  })
}
