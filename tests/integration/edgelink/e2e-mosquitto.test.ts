// The end-to-end scenarios against the Mosquitto of this machine (127.0.0.1:1883, the MQTT_URL case), when
// it answers. It runs without authentication here, so the platform connects without a login.
import { describe, it } from 'vitest'
import { connectClient } from '../edge/helpers.ts'
import { edgeLinkScenarios } from './e2e-scenarios.ts'

const reachable = await connectClient('mqtt://127.0.0.1:1883', {
  clientId: `lfscada-probe-${process.pid}`,
}).then(
  async (c) => {
    await c.endAsync(true)
    return true
  },
  () => false,
)

// a random SN per run keeps parallel runs on the shared broker apart
const SN = `5${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`

if (reachable)
  edgeLinkScenarios('edge link end to end, Mosquitto', SN, async () => ({
    host: '127.0.0.1',
    port: 1883,
    close: async () => {},
  }))
else
  describe('edge link end to end, Mosquitto', () => {
    console.log('Mosquitto not reachable: skipped')
    it.skip('Mosquitto not reachable: skipped', () => {})
  })
