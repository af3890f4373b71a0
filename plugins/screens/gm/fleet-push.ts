// The operating centre's push (server/live/fleet-feed.ts): the figures are read again when the socket says
// gateways of the scope changed state or alarms, and when it (re)opens (what changed while it was down);
// the values per second come with the push. A slow read is kept as a fallback only: some figures change
// without a push (a gateway registered or moved to another enterprise, the "never seen" and total
// counts), and a push made on another instance while the cluster relay is down is not relayed
// (cluster/relay.ts).
import { useEffect, useRef, useState } from 'react'
import { useServices } from '../shared/services.tsx'

export const FALLBACK_REFRESH_MS = 60_000

/** Pushed rate of the scope (undefined until the first frame); `reload` runs on changes, one at a time. */
export function useFleetPush(centre: string | undefined, reload: () => Promise<void>): number | undefined {
  const { api } = useServices()
  const [rate, setRate] = useState<number>()
  const reading = useRef<Promise<void> | undefined>(undefined)
  const again = useRef(false)
  useEffect(() => {
    setRate(undefined)
    // a burst of changes is one read now and at most one more after it
    const read = () => {
      if (reading.current) {
        again.current = true
        return
      }
      reading.current = reload().finally(() => {
        reading.current = undefined
        if (again.current) {
          again.current = false
          read()
        }
      })
    }
    const stop = api.subscribeFleet(centre, { changed: read, rate: setRate, onOpen: read })
    const timer = setInterval(read, FALLBACK_REFRESH_MS)
    return () => {
      stop()
      clearInterval(timer)
    }
  }, [api, centre, reload])
  return rate
}
