// Live monitoring of one device for the detail tabs (platform spec §4, §7): the device's signals, the
// gateway info, the monitor state and the live values (a value replaces an older one only when its
// time is not earlier), plus a short trail of each signal for the real-time curve.
import { useEffect, useMemo, useState } from 'react'
import {
  createDeviceMonitor,
  type GatewayInfo,
  type MonitorState,
  type SignalValue,
} from '../../../core/api/index.ts'
import { DEFAULT_LANG, type Lang, normaliseLang } from '../../../core/i18n/langs.ts'
import type { SignalRecord } from '../../../schemas/entities/live.ts'
import { type AlarmLevel, worstLevel } from '../shared/alarm-level.ts'
import { useServices } from '../shared/services.tsx'

/** A signal with its latest value, as `monitor/multi/signal/query` answers it. */
export type Signal = SignalRecord

export interface Live {
  value: SignalValue['value']
  time: number
}

/** The reader's language for the value formatter's own texts (On/Off of a bit without a state map). */
export const langOf = (language: string | undefined): Lang => normaliseLang(language) ?? DEFAULT_LANG

/** Points kept per signal for the curve. */
export const TRAIL_POINTS = 300

export function mergeValues(
  current: ReadonlyMap<string, Live>,
  incoming: readonly SignalValue[],
): Map<string, Live> {
  const next = new Map(current)
  for (const v of incoming) {
    const old = next.get(v.signalId)
    if (!old || v.time >= old.time) next.set(v.signalId, { value: v.value, time: v.time })
  }
  return next
}

export function useDeviceLive(equipmentId: string) {
  const { api, fail } = useServices()
  const [signals, setSignals] = useState<Signal[]>([])
  const [values, setValues] = useState<Map<string, Live>>(new Map())
  const [trails, setTrails] = useState<Map<string, Live[]>>(new Map())
  const [gateway, setGateway] = useState<GatewayInfo | undefined>()
  const [state, setState] = useState<MonitorState | undefined>()
  // bumped by each alarm frame of the device (raised or cleared): the active alarms are read anew
  const [alarmFrames, setAlarmFrames] = useState(0)

  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    api.call('monitor/multi/signal/query', { equipmentId }).then((list) => {
      if (cancelled) return
      const initial = (list ?? []).flatMap((s) =>
        s.time === undefined ? [] : [{ signalId: s.signalId, value: s.value ?? null, time: s.time }],
      )
      setSignals(list ?? [])
      setValues((v) => mergeValues(v, initial))
      const monitor = createDeviceMonitor(
        api,
        { equipmentId, dataSignal: (list ?? []).map((s) => s.signalId) },
        {
          onGateway: setGateway,
          onState: setState,
          signalAlarm: () => setAlarmFrames((n) => n + 1),
          signalVal: (incoming) => {
            setValues((v) => mergeValues(v, incoming))
            setTrails((t) => {
              const next = new Map(t)
              for (const v of incoming) {
                const trail = [...(next.get(v.signalId) ?? []), { value: v.value, time: v.time }]
                next.set(v.signalId, trail.slice(-TRAIL_POINTS))
              }
              return next
            })
          },
        },
      )
      const activity = () => monitor.notifyActivity()
      window.addEventListener('mousemove', activity)
      window.addEventListener('keydown', activity)
      stop = () => {
        window.removeEventListener('mousemove', activity)
        window.removeEventListener('keydown', activity)
        monitor.stop()
      }
    }, fail)
    return () => {
      cancelled = true
      stop?.()
    }
  }, [api, fail, equipmentId])

  const alarms = useActiveAlarms(equipmentId, alarmFrames)
  return { signals, values, trails, gateway, state, alarms }
}

/**
 * The level of each signal's active alarm (the worst when several), read when the device opens and on
 * each of its alarm frames; empty for a reader who may not see alarms.
 */
function useActiveAlarms(equipmentId: string, version: number): ReadonlyMap<string, AlarmLevel> {
  const { api } = useServices()
  const [records, setRecords] = useState<readonly { signalId: string | null; level: AlarmLevel }[]>([])
  // biome-ignore lint/correctness/useExhaustiveDependencies: version asks for a fresh read
  useEffect(() => {
    let cancelled = false
    api.call('alarm/query', { equipmentId, state: 'alarming', pageSize: 100 }).then(
      (page) => !cancelled && setRecords(page.list),
      () => !cancelled && setRecords([]),
    )
    return () => {
      cancelled = true
    }
  }, [api, equipmentId, version])
  return useMemo(() => {
    const bySignal = new Map<string, AlarmLevel[]>()
    for (const r of records)
      if (r.signalId) bySignal.set(r.signalId, [...(bySignal.get(r.signalId) ?? []), r.level])
    return new Map([...bySignal].map(([id, levels]) => [id, worstLevel(levels) as AlarmLevel]))
  }, [records])
}
