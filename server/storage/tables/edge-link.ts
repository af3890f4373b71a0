// Row shapes of the edge link: packed history chunks, the commands sent to gateways and the birth metrics
// that matched no variable.

/** Values of one signal from one write batch: float64 times (epoch ms) and values (history/chunks.ts). */
export interface HistoryChunkTable {
  signalId: string
  startTime: number
  endTime: number
  count: number
  /** a byte string on SQLite, float8[] on PostgreSQL; selected through `chunkFloats(db).columns` */
  times: Uint8Array | string
  vals: Uint8Array | string
}

/**
 * One minute of one signal's numeric history, summed up as it is written (migration 0015_charts): what
 * reports aggregate in the database. `bucket` is the minute's start (epoch ms); failed reads (NaN) are
 * left out, so a minute of only failed reads has no row.
 */
export interface HistoryRollupTable {
  signalId: string
  bucket: number
  num: number
  sum: number
  min: number
  max: number
  firstTime: number
  first: number
  lastTime: number
  last: number
}

export interface EdgeCommandTable {
  /** the uuid the client polls with and the gateway echoes in Command/Result */
  id: string
  orgId: string
  deviceId: string
  gatewaySn: string
  accountId: string | null
  loginname: string
  /** sync | write */
  kind: string
  variableId: string | null
  /** JSON of the value before a write and of the value written */
  oldValue: string | null
  newValue: string | null
  /** pending | success | failure */
  status: string
  code: number | null
  msg: string
  /** JSON of what the command resolves with */
  result: string | null
  createdAt: number
  finishedAt: number | null
}

/** A metric a gateway's birth named that matches no variable of its device, offered for adoption. */
export interface DiscoveredMetricTable {
  orgId: string
  deviceId: string
  /** the Sparkplug device id of the DBIRTH; '' for a metric of the NBIRTH */
  segment: string
  name: string
  /** Sparkplug datatype code */
  datatype: number
  firstSeenAt: number
  lastSeenAt: number
  /** JSON of the value the latest birth gave (null: none, or not a scalar) */
  lastValue: string | null
  /** when the integrator dismissed it (null: offered) */
  dismissedAt: number | null
}

/** A text value of a signal's history (String, Text, UUID metrics), one row each (migration 0013). */
export interface HistoryTextTable {
  signalId: string
  time: number
  value: string
}
