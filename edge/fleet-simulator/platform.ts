// The simulator's side of the platform's HTTP API: sign in, then register the fleet's gateways as an
// operator would — the platform administrator registers the SNs and codes (`system/hardware/register`),
// one template holds a driver and the metrics' variables, and each gateway gets its device bound to it
// and to the template (`equipment/multi/add`). Through the API, not the database, so it works against
// any platform a user runs (an external broker's gateway logins are made by the same call) and costs
// what a real roll-out costs: 2,000 gateways in 78 s on SQLite, loaded 2 cores (README "Load a platform").
import { constants, createPublicKey, publicEncrypt } from 'node:crypto'
import { type ApiClient, type ApiClientOptions, createApiClient } from '../../core/api/index.ts'
import { SPARKPLUG_GROUP } from '../../core/sparkplug/index.ts'
import type { HardwareRegisterBody } from '../../schemas/api/hardware.ts'
import type { PublicKeyAnswer } from '../../schemas/api/user.ts'

/** The one driver of each simulated device: its name is the Sparkplug device id the nodes publish under. */
export const FLEET_DRIVER = 'plc1'
/** The metric (and variable) names of a node, m0 … m(M-1). */
export const metricName = (i: number): string => `m${i}`

export interface Credentials {
  loginname: string
  password: string
}

/** A fetch that keeps the session cookie the login set, as a browser would. */
function cookieFetch(): typeof fetch {
  let cookie = ''
  return async (input, init) => {
    const headers = new Headers(init?.headers)
    if (cookie) headers.set('cookie', cookie)
    const response = await fetch(input, { ...init, headers })
    const set = response.headers.get('set-cookie')
    if (set) cookie = set.split(';')[0] ?? ''
    return response
  }
}

const encryptFor = (key: PublicKeyAnswer, text: string): string =>
  publicEncrypt(
    {
      key: createPublicKey({ key: Buffer.from(key.spki, 'base64'), format: 'der', type: 'spki' }),
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    Buffer.from(text),
  ).toString('base64')

/** A client of the platform at `url` (http://host:port), signed in; sockets need `WebSocket` (ws's). */
export async function signIn(
  url: string,
  who: Credentials,
  options: Pick<ApiClientOptions, 'WebSocket'> = {},
): Promise<ApiClient> {
  const api = createApiClient({
    baseUrl: `${url.replace(/\/+$/, '')}/lfscada`,
    fetch: cookieFetch(),
    ...options,
  })
  const key = await api.call('user/publicKey')
  await api.call('user/encryptLogin', {
    loginname: encryptFor(key, who.loginname),
    password: encryptFor(key, who.password),
  })
  return api
}

export interface FleetGateway {
  sn: string
  code: string
}

/** Calls `work` on every item, `parallel` at a time. */
async function inParallel<T>(items: readonly T[], parallel: number, work: (item: T) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T)
  }
  await Promise.all(Array.from({ length: parallel }, worker))
}

const REGISTER_BATCH = 100

/** The template every simulated device takes: one driver with `metrics` float64 variables. */
async function fleetTemplate(api: ApiClient, name: string, metrics: number): Promise<string> {
  const template = await api.call('template/add', {
    name,
    gatewaySeries: metrics > 1000 ? 'pro' : 'standard',
  })
  const driver = await api.call('equipment/driver/add', {
    templateId: template.id,
    name: FLEET_DRIVER,
    protocol: 'modbusTcp',
    ip: '127.0.0.1',
    tcpPort: 502,
  })
  for (let i = 0; i < metrics; i++)
    await api.call('equipment/signal/add', {
      templateId: template.id,
      name: metricName(i),
      driverId: driver.id,
      registerType: 'holdingRegister',
      address: (i * 4) % 65_536,
      dataType: 'float64',
    })
  return template.id
}

/**
 * Registers the gateways and gives each a device with `metrics` variables under the driver FLEET_DRIVER;
 * `onProgress` hears how many devices exist so far.
 */
export async function registerFleet(
  api: ApiClient,
  o: { run: string; gateways: readonly FleetGateway[]; metrics: number; group: string },
  onProgress: (done: number) => void = () => {},
): Promise<void> {
  for (let i = 0; i < o.gateways.length; i += REGISTER_BATCH)
    // a platform administrator's call outside the endpoint map (server/routes/hardware.ts)
    await api.post('system/hardware/register', {
      gateways: o.gateways.slice(i, i + REGISTER_BATCH).map((g) => ({ ...g, model: 'fleet simulator' })),
    } satisfies HardwareRegisterBody)
  const templateId = await fleetTemplate(api, `Fleet ${o.run}`, o.metrics)
  let done = 0
  await inParallel(o.gateways, 4, async (g) => {
    const device = await api.call('equipment/multi/add', { name: `Fleet ${g.sn}`, ...g, templateId })
    if (o.group !== SPARKPLUG_GROUP)
      await api.call('equipment/sparkplug/group', { equipmentId: device.id, group: o.group })
    onProgress(++done)
  })
}
