// Live monitoring of one device for the detail tabs (platform spec §4, §7): the device's signals, the
// gateway info, the monitor state and the live values (a value replaces an older one only when its
// time is not earlier), plus a short trail of each signal for the real-time curve.
import { useEffect, useState } from 'react'
import {
  createDeviceMonitor,
  type GatewayInfo,
  type MonitorState,
  type SignalValue,
} from '../../../core/api/index.ts'
import { DEFAULT_LANG, type Lang, normaliseLang } from '../../../core/i18n/langs.ts'
import type { SignalRecord } from '../../../schemas/entities/live.ts'
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

  return { signals, values, trails, gateway, state }
}
