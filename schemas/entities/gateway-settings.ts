// A gateway's settings (platform spec §3 Gateway; issue 21): LAN, WAN/WLAN/WiFi, work mode, low power,
// base-station location, anti-tamper, offline and power-outage alarms, MQTT connection. Stored in the
// gateway's settings document beside the live switches (economizeOpen, vpn, bindScope), edited through
// `gateway/settings/edit`; a change is a new configuration version, so the device shows "not synced".
import Type, { type Static } from 'typebox'
import { AntiTamperStatus } from '../edge/commands.ts'

const IPV4 = '^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$'
const Ipv4 = Type.String({ pattern: IPV4 })
const OptionalText = (max: number) => Type.Optional(Type.String({ maxLength: max }))

export const WORK_MODES = ['standard', 'switch', 'router'] as const
export const WAN_MODES = ['dhcp', 'static', 'pppoe'] as const
export const MQTT_AUTH = ['off', 'oneWay', 'twoWay'] as const

export const GatewaySettingsFields = {
  lanIp: Type.Optional(Ipv4),
  subnetMask: Type.Optional(Ipv4),
  mac: Type.Optional(Type.String({ pattern: '^([0-9A-Fa-f]{2}[:-]){5}[0-9A-Fa-f]{2}$' })),
  /** cross-segment route: target network/prefix via gateway, e.g. 192.168.2.0/24 via 192.168.1.1 */
  crossRoute: OptionalText(100),
  wanMode: Type.Optional(Type.Enum(WAN_MODES)),
  wanIp: Type.Optional(Type.Union([Ipv4, Type.Literal('')])),
  wifiSsid: OptionalText(32),
  wifiPassword: OptionalText(63),
  workMode: Type.Optional(Type.Enum(WORK_MODES)),
  lowPower: Type.Optional(Type.Boolean()),
  /** minutes idle before a low-power gateway sleeps */
  sleepDelay: Type.Optional(Type.Integer({ minimum: 1, maximum: 1440 })),
  baseStationLocation: Type.Optional(Type.Boolean()),
  antiTamper: Type.Optional(Type.Boolean()),
  /** anti-tamper formula in X (spec §5: 200 characters, X with + - * / and parentheses) */
  antiTamperFormula: OptionalText(200),
  /**
   * the write-back variable: a device variable on a driver of the gateway, where the PLC puts its
   * challenge X and the gateway writes formula(X) back (edge/agent/anti-tamper.ts); its variable id
   */
  antiTamperWriteBack: Type.Optional(Type.String({ maxLength: 64 })),
  /** minutes without the platform after which the gateway stops answering (the PLC then locks); 0 never */
  antiTamperOfflineStopMinutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_080 })),
  offlineAlarm: Type.Optional(Type.Boolean()),
  powerAlarm: Type.Optional(Type.Boolean()),
  mqttClient: OptionalText(64),
  mqttUser: OptionalText(64),
  mqttPassword: OptionalText(64),
  mqttHost: OptionalText(253),
  mqttPort: Type.Optional(Type.Integer({ minimum: 1, maximum: 65_535 })),
  mqttTimeout: Type.Optional(Type.Integer({ minimum: 1, maximum: 300 })),
  mqttHeartbeat: Type.Optional(Type.Integer({ minimum: 5, maximum: 3600 })),
  /** spec §5: at most 200 characters */
  mqttTopic: OptionalText(200),
  mqttAuth: Type.Optional(Type.Enum(MQTT_AUTH)),
  /** PEM text (spec §5: certificate and key files under 1 MB) */
  mqttRootCert: OptionalText(1_000_000),
  mqttClientCert: OptionalText(1_000_000),
  mqttClientKey: OptionalText(1_000_000),
}
export const GatewaySettings = Type.Object(GatewaySettingsFields)
export type GatewaySettings = Static<typeof GatewaySettings>

/** What our edge agent applies itself; the rest is hardware's (shown as not applicable to a software gateway). */
export const AGENT_APPLIES = [
  'offlineAlarm',
  'powerAlarm',
  'antiTamper',
  'antiTamperFormula',
  'antiTamperWriteBack',
  'antiTamperOfflineStopMinutes',
  'mqttClient',
  'mqttUser',
  'mqttPassword',
  'mqttHost',
  'mqttPort',
  'mqttTimeout',
  'mqttHeartbeat',
  'mqttTopic',
  'mqttAuth',
  'mqttRootCert',
  'mqttClientCert',
  'mqttClientKey',
] as const

export const GatewayRowView = Type.Object({
  id: Type.String(),
  sn: Type.String(),
  series: Type.String(),
  model: Type.String(),
  firmwareVersion: Type.String(),
  networkMode: Type.String(),
  signalStrength: Type.Union([Type.Integer(), Type.Null()]),
  state: Type.String(),
  lastSeenAt: Type.Union([Type.Integer(), Type.Null()]),
  equipmentId: Type.Union([Type.String(), Type.Null()]),
  equipmentName: Type.String(),
  synced: Type.Boolean(),
  settings: GatewaySettings,
  /** anti-tamper as the gateway reports it; null while off or not reported yet */
  antiTamperStatus: Type.Union([AntiTamperStatus, Type.Null()]),
})
export type GatewayRowView = Static<typeof GatewayRowView>
