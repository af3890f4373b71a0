// The Mosquitto of this machine, which the cluster tests share (the MQTT_URL case).
import { connectClient } from '../edge/helpers.ts'

export const BROKER = 'mqtt://127.0.0.1:1883'

/** Whether it answers; the caller says which test it skips when not. */
export const mosquittoUp = (): Promise<boolean> =>
  connectClient(BROKER, { clientId: `lfscada-probe-${process.pid}` }).then(
    async (c) => {
      await c.endAsync(true)
      return true
    },
    () => false,
  )
