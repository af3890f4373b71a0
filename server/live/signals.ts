// Signals with their latest values (`monitor/multi/signal/query`, `signal/query`): the variables of some
// devices as signal lookup records (spec §3), each with the live value, or with the newest history
// point when the signal has not reported since the server started.
import type { SignalRecord } from '../../schemas/entities/live.ts'
import type { Realtime } from '../edge-link/realtime.ts'
import { valueOfStored } from '../history/chunks.ts'
import { latestPoint } from '../history/reader.ts'
import { parseJsonArray } from '../storage/json.ts'

export interface SignalSelection {
  deviceIds: readonly string[]
  /** only these (when given) */
  signalIds?: readonly string[]
  /** equipKey from this project's equipment */
  projectId?: string
}

export async function signalRecords(rt: Realtime, sel: SignalSelection): Promise<SignalRecord[]> {
  if (sel.deviceIds.length === 0) return []
  const { db } = rt.o
  const rows = await db
    .selectFrom('variables')
    .innerJoin('devices', 'devices.id', 'variables.deviceId')
    .selectAll('variables')
    .select('devices.name as equipTitle')
    .where('variables.deviceId', 'in', [...sel.deviceIds])
    .$if(sel.signalIds !== undefined && sel.signalIds.length > 0, (qb) =>
      qb.where('variables.id', 'in', [...sel.signalIds!]),
    )
    .orderBy('devices.name')
    .orderBy('variables.sort')
    .orderBy('variables.name')
    .execute()
  const keys = sel.projectId
    ? new Map(
        (
          await db
            .selectFrom('projectEquipment')
            .select(['deviceId', 'key'])
            .where('projectId', '=', sel.projectId)
            .execute()
        ).map((r) => [r.deviceId, r.key]),
      )
    : new Map<string, string>()
  return Promise.all(
    rows.map(async (v): Promise<SignalRecord> => {
      const deviceId = v.deviceId ?? ''
      const live = rt.live.get(v.id)
      const stored = live ? undefined : await latestPoint(db, rt.history, v.id)
      const latest = live
        ? { value: live.value, time: live.time }
        : stored
          ? { value: valueOfStored(stored.value), time: stored.time }
          : {}
      return {
        signalId: v.id,
        equipId: deviceId,
        signalTitle: v.name,
        equipTitle: v.equipTitle,
        equipKey: keys.get(deviceId) ?? '',
        name: v.name,
        unit: v.unit,
        rw: v.rw,
        dataType: v.dataType,
        decimals: v.decimals,
        writeMin: v.writeMin,
        writeMax: v.writeMax,
        writeFormula: v.writeFormula,
        mappings: parseJsonArray(v.mappings),
        ...latest,
      }
    }),
  )
}
