import { type Broker, startBroker } from '../../../server/broker/index.ts'
import { edgeScenarios } from './edge-scenarios.ts'

const SN = '200000000001'
const CODE = '246810'
const platform = { username: 'lfscada-platform', password: 'test-secret' }

edgeScenarios('edge agent against the embedded broker', SN, CODE, async () => {
  const broker: Broker = await startBroker({
    port: 0,
    platform,
    verifyGateway: async (sn, pw) => sn === SN && pw === CODE,
  })
  return {
    host: '127.0.0.1',
    port: broker.port,
    watcher: { clientId: 'e2e-watcher', ...platform },
    close: () => broker.close(),
  }
})
