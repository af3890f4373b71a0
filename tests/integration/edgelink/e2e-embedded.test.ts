// The end-to-end scenarios against the platform's embedded broker (aedes), gateways checked against the
// platform's database.
import { startBroker } from '../../../server/broker/index.ts'
import { verifyGatewayCredential } from '../../../server/devices/gateways.ts'
import { edgeLinkScenarios } from './e2e-scenarios.ts'

const platform = { username: 'lfscada-platform', password: 'e2e-secret' }

edgeLinkScenarios('edge link end to end, embedded broker', '400000000001', async (db) => {
  const broker = await startBroker({
    port: 0,
    host: '127.0.0.1',
    platform,
    verifyGateway: (sn, password) => verifyGatewayCredential(db, sn, password),
  })
  return { host: '127.0.0.1', port: broker.port, platform, close: () => broker.close() }
})
