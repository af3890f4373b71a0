// Gateways on an external Mosquitto, through its dynamic-security plugin (Mosquitto 2): the platform,
// connected as the plugin's administrator (MQTT_USERNAME), sends `$CONTROL/dynamic-security/v1`
// commands that give each gateway a client (username and client id its SN, password its credential)
// and a role holding the topic rules of the embedded broker (access.ts), and gives itself a role that
// may publish and subscribe under the Sparkplug namespace. Mosquitto keeps only a salted hash of each
// password, so a gateway is provisioned when its code passes through the platform: at registration
// (`system/hardware/register`), for the seeded demo gateways at start, and with `npm run broker:gateway`
// for gateways registered earlier (README "External broker").
import mqtt, { type MqttClient } from 'mqtt'
import { NAMESPACE } from '../../core/sparkplug/index.ts'

const CONTROL_TOPIC = '$CONTROL/dynamic-security/v1'
const RESPONSE_TOPIC = `${CONTROL_TOPIC}/response`
const ANSWER_TIMEOUT_MS = 5000

export const PLATFORM_ROLE = 'lfscada-platform'
export const gatewayRoleName = (sn: string) => `lfscada-gateway-${sn}`

export interface DynsecAdmin {
  url: string
  /** the dynamic-security administrator (MQTT_USERNAME / MQTT_PASSWORD), also the platform's client */
  username: string
  password: string
  /** the Sparkplug group the gateways publish in */
  group: string
}

export interface GatewayLogin {
  sn: string
  /** its credential: the verification code (server/devices/gateways.ts) */
  code: string
}

type Acl = { acltype: string; topic: string; allow: boolean }
type Command = { command: string } & Record<string, unknown>
type Answer = { command: string; error?: string }

/** What a gateway may do (access.ts): publish its births, deaths and data, hear its commands and STATE. */
export function gatewayAcls(group: string, sn: string): Acl[] {
  const base = `${NAMESPACE}/${group}`
  const publishes = [
    ...['NBIRTH', 'NDEATH', 'NDATA'].map((t) => `${base}/${t}/${sn}`),
    ...['DBIRTH', 'DDEATH', 'DDATA'].map((t) => `${base}/${t}/${sn}/+`),
  ]
  const subscribes = [`${base}/NCMD/${sn}`, `${base}/DCMD/${sn}/+`, `${NAMESPACE}/STATE/+`]
  return [
    ...publishes.map((topic) => ({ acltype: 'publishClientSend', topic, allow: true })),
    ...subscribes.map((topic) => ({ acltype: 'subscribePattern', topic, allow: true })),
  ]
}

const PLATFORM_ACLS: Acl[] = [
  { acltype: 'publishClientSend', topic: `${NAMESPACE}/#`, allow: true },
  { acltype: 'subscribePattern', topic: `${NAMESPACE}/#`, allow: true },
]

/** One administrator connection: commands go out as one message, their answers come back in order. */
async function withAdmin<T>(
  admin: DynsecAdmin,
  work: (run: (c: Command[]) => Promise<Answer[]>) => Promise<T>,
) {
  const client: MqttClient = await mqtt.connectAsync(admin.url, {
    clientId: `lfscada-dynsec-${process.pid}-${Math.random().toString(16).slice(2, 8)}`,
    username: admin.username,
    password: admin.password,
    reconnectPeriod: 0,
    connectTimeout: ANSWER_TIMEOUT_MS,
  })
  try {
    await client.subscribeAsync(RESPONSE_TOPIC)
    const run = (commands: Command[]) =>
      new Promise<Answer[]>((resolve, reject) => {
        const timer = setTimeout(() => {
          client.off('message', onMessage)
          reject(
            new Error(`Mosquitto did not answer ${commands[0]?.command} (dynamic-security plugin loaded?)`),
          )
        }, ANSWER_TIMEOUT_MS)
        const done = () => {
          clearTimeout(timer)
          client.off('message', onMessage)
          client.off('close', onClose)
        }
        const onMessage = (topic: string, payload: Buffer) => {
          if (topic !== RESPONSE_TOPIC) return
          done()
          resolve((JSON.parse(payload.toString('utf8')) as { responses?: Answer[] }).responses ?? [])
        }
        const onClose = () => {
          done()
          reject(new Error('Mosquitto closed the administrator connection'))
        }
        client.on('message', onMessage)
        client.on('close', onClose)
        client.publish(CONTROL_TOPIC, JSON.stringify({ commands }))
      })
    return await work(run)
  } finally {
    await client.endAsync(true)
  }
}

/** Throws the first answer's error but the ones expected (an existing client or role, a known ACL). */
function check(answers: readonly Answer[], tolerated: RegExp): void {
  const failed = answers.find((a) => a.error && !tolerated.test(a.error))
  if (failed) throw new Error(`Mosquitto dynamic security: ${failed.command}: ${failed.error}`)
}

const EXISTS = /already exists|already has|already in/i

/** Gives each gateway its client and role; a gateway provisioned before gets its password set again. */
export async function provisionGateways(
  admin: DynsecAdmin,
  gateways: readonly GatewayLogin[],
): Promise<void> {
  if (!gateways.length) return
  await withAdmin(admin, async (run) => {
    for (const { sn, code } of gateways) {
      const rolename = gatewayRoleName(sn)
      const acls = gatewayAcls(admin.group, sn)
      const created = await run([
        { command: 'createRole', rolename, acls },
        { command: 'createClient', username: sn, clientid: sn, password: code, roles: [{ rolename }] },
      ])
      check(created, EXISTS)
      if (created.every((a) => !a.error)) continue
      // provisioned before: the rules again, and the credential as the platform knows it now
      check(
        await run([
          ...acls.map((acl) => ({ command: 'addRoleACL', rolename, ...acl })),
          { command: 'setClientPassword', username: sn, password: code },
        ]),
        EXISTS,
      )
    }
  })
}

/**
 * Gives the platform's own client (the administrator) the right to publish and subscribe under the
 * Sparkplug namespace. Mosquitto disconnects a client whose roles change, so this runs before the
 * platform's link connects, and only when the role is missing.
 */
export async function grantPlatformRole(admin: DynsecAdmin): Promise<void> {
  await withAdmin(admin, async (run) => {
    const [own] = await run([{ command: 'getClient', username: admin.username }])
    const roles =
      (own as { data?: { client?: { roles?: { rolename: string }[] } } } | undefined)?.data?.client?.roles ??
      []
    check(await run([{ command: 'createRole', rolename: PLATFORM_ROLE, acls: PLATFORM_ACLS }]), EXISTS)
    if (roles.some((r) => r.rolename === PLATFORM_ROLE)) return
    await run([{ command: 'addClientRole', username: admin.username, rolename: PLATFORM_ROLE }]).catch(
      () => [],
    )
  })
}
