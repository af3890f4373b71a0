// Building what a gateway publishes, for tests that feed the platform's ingest or broker directly.
import {
  bdSeqMetric,
  DataType,
  deviceTopic,
  encodePayload,
  type Metric,
  Metrics,
  nodeTopic,
  SPARKPLUG_GROUP,
} from '../../../core/sparkplug/index.ts'
import type { CommandResult } from '../../../schemas/edge/index.ts'

export const DRIVER = 'plc1'

export const nodeOf = (type: 'NBIRTH' | 'NDEATH' | 'NDATA', sn: string) =>
  nodeTopic(SPARKPLUG_GROUP, type, sn)
export const deviceOf = (type: 'DBIRTH' | 'DDATA', sn: string, driver = DRIVER) =>
  deviceTopic(SPARKPLUG_GROUP, type, sn, driver)

/** A metric of a number (Double), a boolean or null (a failed read, as Double). */
export function value(
  name: string,
  v: number | boolean | null,
  timestamp?: number,
  historical = false,
): Metric {
  return {
    name,
    datatype: typeof v === 'boolean' ? DataType.Boolean : DataType.Double,
    value: v,
    ...(timestamp === undefined ? {} : { timestamp }),
    ...(historical ? { isHistorical: true } : {}),
  }
}

export const payload = (metrics: Metric[], seq?: number, timestamp = Date.now()) =>
  Buffer.from(encodePayload({ timestamp, metrics, ...(seq === undefined ? {} : { seq }) }))

export const birthMetrics = (bdSeq: number, configVersion: number): Metric[] => [
  bdSeqMetric(bdSeq),
  { name: Metrics.rebirth, datatype: DataType.Boolean, value: false },
  { name: Metrics.configVersion, datatype: DataType.UInt32, value: configVersion },
]

export const resultMetric = (r: CommandResult): Metric => ({
  name: Metrics.commandResult,
  datatype: DataType.String,
  value: JSON.stringify(r),
})
