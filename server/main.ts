// `npm start`: the platform on one machine. Environment:
//   PORT (8080), HOST (0.0.0.0)          the web app and the API (under /lfscada)
//   DATABASE_URL | SQLITE_FILE           PostgreSQL, else SQLite (data/lfscada.db)
//   WEB_ROOT (dist/web)                  the built web app; built on first start when missing (atomically)
//   MQTT_PORT (1883), MQTT_HOST          the embedded MQTT broker the gateways connect to
//   MQTT_URL [MQTT_USERNAME, MQTT_PASSWORD]  an external broker instead (Mosquitto, EMQX)
//   MQTT_CLIENT_ID, SPARKPLUG_HOST_ID    the platform's client id there (keeps its session), its STATE host id
//                                        (also the prefix of a cluster's partition clients, <id>-p<NN>)
//   MQTT_DYNSEC, BROKER_AUTH_SECRET      gateways' logins on it: Mosquitto dynamic security, EMQX HTTP hooks
//   PLC_PORT (1502), DEMO_EDGE (1)       the PLC simulator and the demo gateway's edge agent (0: not started)
//   EDGE_DATA_DIR (data/edge)            where the demo agent keeps its state
//   NOTIFY_<CHANNEL>_URL [_TOKEN]        deliver SMS, phone, voice, WeChat, app, e-mail notifications by webhook
//   NOTIFY_TIMEOUT_MS (10000)            a delivery attempt's time limit (then retried with the same key)
//   NOTIFY_RATE_LIMIT (10)               alarm notifications per person and channel an hour (0: no limit)
//   WECHAT_PROVIDER (dev | none)         WeChat binding; unset: dev, but none when NODE_ENV=production
//   (SMS, phone and voice clouds — Aliyun, Twilio — are set in the system parameters, `system/param/*`)
//   FRAME_ANCESTORS, EMBED_ANCESTORS, TRUST_PROXY, COOKIE_SECURE   framing, reverse proxy, Secure cookie
//   CSP_CONNECT_SOURCES, CSP_IMG_SOURCES, CSP_MEDIA_SOURCES, CSP_FRAME_SOURCES   what pages call and load
//   METRICS_TOKEN                        GET /metrics for Prometheus with this bearer token (unset: off)
// Opens and migrates the database, seeds demo data on first start, and listens. On PostgreSQL it joins
// the election of the instances sharing the database (cluster/leader.ts), and with an external broker too
// it leases its share of the gateways (cluster/partition-leases.ts; README "Running several servers").
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import { hostname } from 'node:os'
import { resolve } from 'node:path'
import { SPARKPLUG_GROUP } from '../core/sparkplug/index.ts'
import { buildAppWithServices } from './app.ts'
import { Captchas } from './auth/captcha.ts'
import { paintCaptcha } from './auth/captcha-painter.ts'
import { type ExternalBroker, prepareExternalBroker, warnIfOpenToAnonymous } from './broker/external.ts'
import { gatewayGroupOf } from './broker/gateway-group.ts'
import { type Broker, startBroker } from './broker/index.ts'
import { electLeader, type Leadership, soleLeadership } from './cluster/leader.ts'
import { leasePartitions } from './cluster/partition-leases.ts'
import { noRelay, type Relay, startPgRelay } from './cluster/relay.ts'
import { verifyGatewayCredential } from './devices/gateways.ts'
import { plcPortFromEnv } from './devices/seed.ts'
import { type DemoEdge, startDemoEdge } from './edge-link/demo-edge.ts'
import { DEFAULT_HOST_ID, type EdgeLinkOptions } from './edge-link/link.ts'
import { firmwareSigner } from './firmware/signer.ts'
import { securitySettingsFromEnv } from './http/security-headers.ts'
import { buildWebApp, hasWebApp } from './http/web-app.ts'
import { notifyOptionsFromEnv, providersFromEnv } from './notify/webhook.ts'
import { registerBrokerMetrics } from './observability/platform.ts'
import { DEMO_ADMIN, seedDemo } from './seed.ts'
import { migrateToLatest, openDb } from './storage/db.ts'

const port = Number(process.env.PORT ?? 8080)
const host = process.env.HOST ?? '0.0.0.0'
const webRoot = resolve(process.env.WEB_ROOT ?? 'dist/web')
const externalMqtt = process.env.MQTT_URL
const mqttPort = Number(process.env.MQTT_PORT ?? 1883)
const mqttHost = process.env.MQTT_HOST ?? '0.0.0.0'
const plcPort = plcPortFromEnv()
const demoEdge = process.env.DEMO_EDGE !== '0'

function taken(message: string): never {
  console.error(message)
  process.exit(1)
}
const webPortTaken = () => taken(`port ${port} is taken; set PORT=xxxx`)

/** Checked before the slow start-up steps, so a taken port is reported at once. */
function portIsFree(p: number, h: string): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer()
    probe.once('error', () => done(false))
    probe.listen({ port: p, host: h }, () => probe.close(() => done(true)))
  })
}

if (!(await portIsFree(port, host))) webPortTaken()
if (!externalMqtt && mqttPort !== 0 && !(await portIsFree(mqttPort, mqttHost)))
  taken(
    `MQTT port ${mqttPort} is taken (another broker, e.g. Mosquitto?); set MQTT_PORT=xxxx for the embedded ` +
      `broker, or MQTT_URL=mqtt://127.0.0.1:${mqttPort} to use that broker`,
  )
if (demoEdge && !(await portIsFree(plcPort, '127.0.0.1')))
  taken(
    `PLC simulator port ${plcPort} is taken; set PLC_PORT=xxxx (or DEMO_EDGE=0 to run without the demo site)`,
  )

const databaseUrl = process.env.DATABASE_URL
const db = openDb({
  databaseUrl,
  sqliteFile: process.env.SQLITE_FILE ?? 'data/lfscada.db',
  checkpointInThread: true,
})
await migrateToLatest(db)

// several instances share a PostgreSQL database; SQLite is one server's (cluster/leader.ts says why)
const log = (line: string) => console.log(line)
// this instance in the election's log lines, pg_stat_activity and `GET health`
const instance = `lfscada ${hostname()}:${port} pid ${process.pid}`
let leadership: Leadership = soleLeadership()
let relay: Relay = noRelay
if (databaseUrl) {
  leadership = await electLeader({
    url: databaseUrl,
    name: instance,
    log,
  })
  relay = await startPgRelay({ url: databaseUrl, log })
  if (!leadership.isLeader()) {
    console.log('cluster: another instance leads; this one follows')
    if (!externalMqtt)
      console.warn(
        'cluster: this instance runs its own embedded MQTT broker, so the leader never sees the gateways ' +
          'connected to it (no history, no alarms for them): give every instance the same MQTT_URL',
      )
  }
}

// the leader seeds (instances starting together on a fresh database seed it once)
if (leadership.isLeader() && (await seedDemo(db, Date.now()))) {
  console.log(`demo data created; sign in as ${DEMO_ADMIN.loginname} / ${DEMO_ADMIN.password}`)
}

if (!hasWebApp(webRoot)) {
  console.log(`${webRoot} has no web app: building it (vite build, then moved into place)…`)
  if (!buildWebApp(webRoot))
    console.warn('web app not built; serving the API until one is (`npm run build`), no restart needed.')
}

let broker: Broker | undefined
let edge: EdgeLinkOptions
const external: ExternalBroker = externalMqtt ? await prepareExternalBroker(db, process.env, log) : {}
if (externalMqtt) {
  edge = {
    url: externalMqtt,
    ...(process.env.MQTT_USERNAME ? { username: process.env.MQTT_USERNAME } : {}),
    ...(process.env.MQTT_PASSWORD ? { password: process.env.MQTT_PASSWORD } : {}),
    // the same id across restarts keeps the persistent session and what the broker queued for it
    ...(process.env.MQTT_CLIENT_ID ? { clientId: process.env.MQTT_CLIENT_ID } : {}),
    ...(process.env.SPARKPLUG_HOST_ID ? { hostId: process.env.SPARKPLUG_HOST_ID } : {}),
    log,
  }
} else {
  // the platform's own client gets a credential that lives as long as this process
  const platform = { username: 'lfscada-platform', password: randomBytes(24).toString('base64url') }
  broker = await startBroker({
    port: mqttPort,
    host: mqttHost,
    platform,
    verifyGateway: (sn, password) => verifyGatewayCredential(db, sn, password),
    gatewayGroup: (sn) => gatewayGroupOf(db, sn, SPARKPLUG_GROUP),
    log,
  })
  edge = {
    url: broker.url,
    ...platform,
    ...(process.env.SPARKPLUG_HOST_ID ? { hostId: process.env.SPARKPLUG_HOST_ID } : {}),
    log,
  }
  console.log(`MQTT broker on ${mqttHost}:${broker.port}`)
}

const { fastify: app, services } = await buildAppWithServices({
  db,
  config: {
    webRoot,
    logger: process.env.LOG_LEVEL !== undefined,
    instance,
    metricsToken: process.env.METRICS_TOKEN || null,
    ...securitySettingsFromEnv(process.env),
  },
  providers: providersFromEnv(),
  notify: notifyOptionsFromEnv(),
  captchas: new Captchas(paintCaptcha),
  edge,
  ...external,
  leadership,
  relay,
  // instances share the gateways only through one broker; with its own embedded one each owns them all
  ...(databaseUrl && externalMqtt
    ? { partitions: leasePartitions({ url: databaseUrl, name: instance, log }) }
    : {}),
})
if (broker) registerBrokerMetrics(services.metrics, broker)

let site: DemoEdge | null = null
const shutdown = async () => {
  site?.stop()
  await app.close()
  await broker?.close()
  await db.destroy()
  process.exit(0)
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)
process.once('exit', () => site?.stop())

try {
  await app.listen({ port, host })
  console.log(`LFSCADA on http://localhost:${port}/ (API under /lfscada)`)
  if (externalMqtt) void warnIfOpenToAnonymous(process.env)
} catch (error) {
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') webPortTaken()
  throw error
}

if (demoEdge) {
  site = await startDemoEdge({
    db,
    plcPort,
    mqttUrl: externalMqtt ?? edge.url,
    dataDir: resolve(process.env.EDGE_DATA_DIR ?? 'data/edge'),
    primaryHostId: edge.hostId ?? DEFAULT_HOST_ID,
    firmwareKey: (await firmwareSigner(db, Date.now())).publicKey,
    log,
  })
  if (site)
    console.log(`demo site: PLC simulator on 127.0.0.1:${plcPort}, edge agent for gateway 100000000001`)
}
