// The gateway settings a software gateway applies (platform spec §3 Gateway; issue 21), from its
// configuration document's `settings`: the MQTT connection (host, port, client id, user, password, timeout,
// heartbeat; one-way TLS with the root certificate, two-way with the client certificate and key), used
// from the next connection on (the agent reconnects when it changed), and the power-outage alarm (off: the
// NDEATH of a power failure does not say Power Lost). The rest of §3 (LAN, WAN, WiFi, work mode, low
// power, base-station location) is hardware's: not applicable to an agent, as the gateway screen shows.
import type { AgentSettings } from '../../schemas/edge/config.ts'

/** What a connection needs beyond the agent's own options. */
export interface LinkConnection {
  url: string
  clientId: string
  username: string
  password: string
  connectTimeoutMs: number
  /** seconds; undefined: mqtt.js's default */
  keepalive?: number
  ca?: string
  cert?: string
  key?: string
}

/** The connection the settings ask for over the agent's defaults (its serverUrl, SN and code). */
export function connectionOf(s: AgentSettings | undefined, defaults: LinkConnection): LinkConnection {
  if (!s) return defaults
  const tls = s.mqttAuth === 'oneWay' || s.mqttAuth === 'twoWay'
  const base = new URL(defaults.url)
  const url =
    s.mqttHost || s.mqttPort || tls
      ? `${tls ? 'mqtts' : base.protocol.replace(':', '')}://${s.mqttHost || base.hostname}:${s.mqttPort ?? base.port}`
      : defaults.url
  return {
    url,
    clientId: s.mqttClient || defaults.clientId,
    username: s.mqttUser || defaults.username,
    password: s.mqttPassword || defaults.password,
    connectTimeoutMs: s.mqttTimeout ? s.mqttTimeout * 1000 : defaults.connectTimeoutMs,
    ...(s.mqttHeartbeat !== undefined && { keepalive: s.mqttHeartbeat }),
    ...(tls && s.mqttRootCert && { ca: s.mqttRootCert }),
    ...(s.mqttAuth === 'twoWay' && s.mqttClientCert && { cert: s.mqttClientCert }),
    ...(s.mqttAuth === 'twoWay' && s.mqttClientKey && { key: s.mqttClientKey }),
  }
}

export const sameConnection = (a: LinkConnection, b: LinkConnection): boolean =>
  JSON.stringify(a) === JSON.stringify(b)

/** Whether a power failure is reported as such (the power-outage alarm; on unless set off). */
export const reportsPowerLoss = (s: AgentSettings | undefined): boolean => s?.powerAlarm !== false
