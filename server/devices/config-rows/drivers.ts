// Driver rows: defaults, the stored row's view (its protocol's fields kept in `settings`), the answer
// without secrets, the secrets kept across an edit, the columns, and what each protocol needs.
import type { Selectable } from 'kysely'
import { Code } from '../../../core/i18n/codes.ts'
import { DRIVER_SECRETS, type DriverSecret, secretUsed } from '../../../schemas/api/equipment-config.ts'
import {
  DRIVER_PROTOCOLS,
  OPC_AUTH_MODES,
  OPC_MESSAGE_MODES,
  OPC_SECURITY_POLICIES,
  SERIAL_PARITIES,
} from '../../../schemas/edge/config.ts'
import type { Driver } from '../../../schemas/entities/equipment.ts'
import { fail } from '../../http/api-error.ts'
import { parseJsonObject } from '../../storage/json.ts'
import type { DriverTable } from '../../storage/tables/equipment.ts'
import { type DriverInput, given, oneOf, owners, type StoredDriver } from './common.ts'

const PROTOCOL_DEFAULTS = {
  baudRate: 9600,
  dataBits: 8,
  parity: 'none',
  stopBits: 1,
  endpoint: '',
  securityPolicy: 'None',
  messageMode: 'None',
  authMode: 'anonymous',
  username: '',
  password: '',
  certificate: '',
  privateKey: '',
} as const satisfies Partial<DriverInput>
type ProtocolFields = Pick<DriverInput, keyof typeof PROTOCOL_DEFAULTS>

export const driverDefaults = (b: Partial<DriverInput> & Pick<DriverInput, 'name'>): DriverInput => ({
  ...PROTOCOL_DEFAULTS,
  ...given(b),
  name: b.name,
  protocol: b.protocol ?? 'modbusTcp',
  port: b.port ?? '',
  brand: b.brand ?? '',
  model: b.model ?? '',
  address: b.address ?? 1,
  ip: b.ip ?? '',
  tcpPort: b.tcpPort ?? 502,
  minCollectMs: b.minCollectMs ?? 1000,
  waitMs: b.waitMs ?? 1000,
  sort: b.sort ?? 0,
})

/** The protocol and its fields as the row's settings keep them (defaults for a row from before them). */
function protocolOf(settings: Record<string, unknown>): Pick<DriverInput, 'protocol'> & ProtocolFields {
  const pick = <K extends keyof ProtocolFields>(key: K, values?: readonly string[]): ProtocolFields[K] => {
    const v = settings[key]
    const fallback = PROTOCOL_DEFAULTS[key] as ProtocolFields[K]
    if (typeof v !== typeof fallback) return fallback
    return values && !values.includes(v as string) ? fallback : (v as ProtocolFields[K])
  }
  return {
    protocol: oneOf(DRIVER_PROTOCOLS, String(settings.protocol ?? ''), 'modbusTcp'),
    baudRate: pick('baudRate'),
    dataBits: pick('dataBits'),
    parity: pick('parity', SERIAL_PARITIES),
    stopBits: pick('stopBits'),
    endpoint: pick('endpoint'),
    securityPolicy: pick('securityPolicy', OPC_SECURITY_POLICIES),
    messageMode: pick('messageMode', OPC_MESSAGE_MODES),
    authMode: pick('authMode', OPC_AUTH_MODES),
    username: pick('username'),
    password: pick('password'),
    certificate: pick('certificate'),
    privateKey: pick('privateKey'),
  }
}

export const driverView = (row: Selectable<DriverTable>): StoredDriver => ({
  ...owners(row),
  ...protocolOf(parseJsonObject(row.settings)),
  name: row.name,
  port: row.port,
  brand: row.brand,
  model: row.model,
  address: Number(row.address) || 0,
  ip: row.ip,
  tcpPort: row.tcpPort ?? 502,
  minCollectMs: row.minCollectMs,
  waitMs: row.waitMs,
  sort: row.sort,
})

const SECRETS = Object.keys(DRIVER_SECRETS) as DriverSecret[]

/** A driver as answers show it: the secrets '' and a flag for each that is set. */
export const driverAnswer = (d: StoredDriver): Driver => ({
  ...d,
  password: '',
  privateKey: '',
  hasPassword: d.password !== '',
  hasPrivateKey: d.privateKey !== '',
})

/**
 * The driver with its secrets settled: an empty one keeps the stored one (forms get them as ''), a
 * given one replaces it, and one its settings no longer use is cleared.
 */
export function keptSecrets<D extends DriverInput>(d: D, stored: Pick<DriverInput, DriverSecret> | null): D {
  const kept = { ...d }
  for (const k of SECRETS) kept[k] = secretUsed(k, d) ? d[k] || stored?.[k] || '' : ''
  return kept
}

export const driverColumns = (d: DriverInput) => ({
  name: d.name,
  port: d.port,
  brand: d.brand,
  model: d.model,
  address: String(d.address),
  ip: d.ip,
  tcpPort: d.tcpPort,
  minCollectMs: d.minCollectMs,
  waitMs: d.waitMs,
  settings: JSON.stringify(
    Object.fromEntries(
      ['protocol', ...Object.keys(PROTOCOL_DEFAULTS)].map((k) => [k, d[k as keyof DriverInput]]),
    ),
  ),
  sort: d.sort,
})

const TCP_PROTOCOLS: readonly string[] = ['modbusTcp', 'modbusRtuOverTcp', 's7']

/** What each protocol needs: an IP (TCP), a serial device in the port field (RTU), an endpoint (OPC UA). */
export function checkDriver(d: DriverInput): void {
  const missing = (field: string) =>
    fail(Code.paramMissing, { errors: [{ path: `/${field}`, rule: 'required' }] })
  if (TCP_PROTOCOLS.includes(d.protocol) && d.ip === '') missing('ip')
  if (d.protocol === 'modbusRtu' && d.port.trim() === '') missing('port')
  if (d.protocol === 'opcUa' && d.endpoint === '') missing('endpoint')
  if (d.protocol === 'opcUa' && d.authMode === 'certificate' && (!d.certificate || !d.privateKey))
    missing(d.certificate ? 'privateKey' : 'certificate')
}
