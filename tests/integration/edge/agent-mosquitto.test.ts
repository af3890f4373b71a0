// The same broker-facing scenarios against the Mosquitto of this machine (127.0.0.1:1883), when it answers.
// Mosquitto here runs without authentication, so only the agent and codec path are exercised, not the ACL.
import { describe, it } from 'vitest'
import { edgeScenarios } from './edge-scenarios.ts'
import { connectClient } from './helpers.ts'

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
const SN = `3${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`

if (reachable)
  edgeScenarios('edge agent against Mosquitto', SN, '135790', async () => ({
    host: '127.0.0.1',
    port: 1883,
    watcher: { clientId: `lfscada-e2e-${SN}` },
    close: async () => {},
  }))
else
  describe('edge agent against Mosquitto', () => {
    console.log('Mosquitto not reachable: skipped')
    it.skip('Mosquitto not reachable: skipped', () => {})
  })
