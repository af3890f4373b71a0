// A test server with the demo gateway's messages fed straight to its ingest (no broker), for the tests of
// what the platform makes of them: each message handled, with the alarms it raised, before the call ends.
import type { Metric } from '../../../core/sparkplug/index.ts'
import type { NewCommand } from '../../../server/edge-link/commands.ts'
import type { Services } from '../../../server/services.ts'
import {
  createTestServer,
  deviceOfGateway,
  loginDemoAdmin,
  type Session,
  type TestServer,
  type TestServerOptions,
} from '../server/helpers.ts'
import { birthMetrics, nodeOf, payload } from './sparkplug.ts'

/** A fresh test server, the demo administrator's session and the device of the gateway `sn`. */
export async function gatewayServer(sn: string, options: TestServerOptions = {}) {
  const server = await createTestServer(options)
  const admin = await loginDemoAdmin(server)
  return { server, admin, deviceId: await deviceOfGateway(server.db, sn) }
}

/** The gateway `sn` publishing to the ingest of `realtime()`; `seq` is the next message's number. */
export function gatewayFeed(realtime: () => Services['realtime'], sn: string) {
  const gateway = {
    seq: 0,
    async feed(topic: string, bytes: Uint8Array) {
      realtime().ingest.handle(topic, bytes)
      await realtime().ingest.idle()
      await realtime().alarms.idle()
    },
    send: (topic: string, metrics: Metric[]) => gateway.feed(topic, payload(metrics, gateway.seq++ % 256)),
    async birth(bdSeq = 1, version = 2) {
      gateway.seq = 0
      await gateway.send(nodeOf('NBIRTH', sn), birthMetrics(bdSeq, version))
    },
  }
  return gateway
}

/** Starts a write by `admin` to the gateway `sn` of `deviceId`, as `signal/writeVal` does once sent. */
export const startWrite = (
  server: TestServer,
  admin: Session,
  target: { deviceId: string; sn: string },
  write: Pick<NewCommand, 'id' | 'variableId' | 'oldValue' | 'newValue'>,
) =>
  server.services.realtime.commands.start(
    {
      kind: 'write',
      orgId: admin.info.orgId,
      deviceId: target.deviceId,
      gatewaySn: target.sn,
      accountId: admin.info.userId,
      loginname: 'admin',
      ...write,
    },
    server.clock.now(),
  )
