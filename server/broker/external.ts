// `npm start` with MQTT_URL: how gateways are authenticated on the external broker (README "External
// broker"). MQTT_DYNSEC=1: Mosquitto's dynamic-security plugin, MQTT_USERNAME its administrator; the
// platform gives itself its role, the seeded demo gateways their logins (while they keep the seeded
// codes), and every gateway registered from now on its login. BROKER_AUTH_SECRET: the platform serves
// EMQX's HTTP authentication and ACL hooks with that bearer secret. In any case, once the platform
// listens, a probe checks that an anonymous client cannot publish as a gateway, and warns loudly if it can.
import { SPARKPLUG_GROUP } from '../../core/sparkplug/index.ts'
import { verifyGatewayCredential } from '../devices/gateways.ts'
import { DEMO_GATEWAY, SPARE_GATEWAY } from '../devices/seed.ts'
import type { Services } from '../services.ts'
import type { Db } from '../storage/db.ts'
import { probeAnonymousPublish, probeWarning } from './anonymous-probe.ts'
import type { BrokerAuthOptions } from './http-auth.ts'
import { type DynsecAdmin, grantPlatformRole, provisionGateways } from './mosquitto-dynsec.ts'

export interface ExternalBroker {
  brokerAuth?: Pick<BrokerAuthOptions, 'secret' | 'platform'>
  gatewayLogins?: Services['gatewayLogins']
}

/** The seeded gateways whose codes are still the seeded ones (a real site changed or removed them). */
async function demoLogins(db: Db) {
  const seeded = [DEMO_GATEWAY, SPARE_GATEWAY]
  const current = await Promise.all(seeded.map((g) => verifyGatewayCredential(db, g.sn, g.code)))
  return seeded.filter((_, i) => current[i])
}

export async function prepareExternalBroker(
  db: Db,
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<ExternalBroker> {
  const url = env.MQTT_URL ?? ''
  const username = env.MQTT_USERNAME
  const password = env.MQTT_PASSWORD
  const platform = username && password ? { username, password } : undefined
  const prepared: ExternalBroker = {}
  if (env.MQTT_DYNSEC === '1') {
    if (!platform)
      throw new Error('MQTT_DYNSEC=1 needs MQTT_USERNAME and MQTT_PASSWORD (the plugin administrator)')
    const admin: DynsecAdmin = { url, ...platform, group: SPARKPLUG_GROUP }
    await grantPlatformRole(admin)
    const demo = await demoLogins(db)
    await provisionGateways(admin, demo)
    log(`MQTT: Mosquitto dynamic security: platform role set, ${demo.length} demo gateway login(s) created`)
    prepared.gatewayLogins = { add: (gateways) => provisionGateways(admin, gateways) }
  }
  if (env.BROKER_AUTH_SECRET) {
    prepared.brokerAuth = { secret: env.BROKER_AUTH_SECRET, ...(platform ? { platform } : {}) }
    log(
      'MQTT: serving the broker HTTP authentication and ACL hooks (/lfscada/broker/auth, /lfscada/broker/acl)',
    )
  }
  return prepared
}

/** Run once the platform listens: a broker asking its HTTP hooks cannot log anyone in before. */
export async function warnIfOpenToAnonymous(env: NodeJS.ProcessEnv): Promise<void> {
  const url = env.MQTT_URL ?? ''
  const { MQTT_USERNAME: username, MQTT_PASSWORD: password } = env
  const result = await probeAnonymousPublish({ url, group: SPARKPLUG_GROUP, username, password })
  for (const line of probeWarning(result, url)) console.warn(line)
}
