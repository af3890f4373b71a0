// The gateway settings an agent applies (edge/agent/settings.ts): the MQTT connection over the agent's
// defaults (host, port, credentials, timeout, heartbeat, one-way and two-way TLS), and the power alarm.
import { describe, expect, it } from 'vitest'
import { connectionOf, reportsPowerLoss, sameConnection } from '../../../edge/agent/settings.ts'

const defaults = {
  url: 'mqtt://platform.test:1883',
  clientId: '202400000001',
  username: '202400000001',
  password: '123456',
  connectTimeoutMs: 10_000,
}

describe('agent settings', () => {
  it('keeps the defaults without MQTT settings', () => {
    expect(connectionOf(undefined, defaults)).toEqual(defaults)
    expect(connectionOf({ antiTamper: true }, defaults)).toEqual(defaults)
  })

  it('connects where the settings say, with their credentials, timeout and heartbeat', () => {
    const c = connectionOf(
      {
        mqttHost: 'broker.plant',
        mqttPort: 8883,
        mqttUser: 'u',
        mqttPassword: 'p',
        mqttTimeout: 5,
        mqttHeartbeat: 30,
      },
      defaults,
    )
    expect(c).toEqual({
      url: 'mqtt://broker.plant:8883',
      clientId: defaults.clientId,
      username: 'u',
      password: 'p',
      connectTimeoutMs: 5000,
      keepalive: 30,
    })
    expect(sameConnection(c, defaults)).toBe(false)
    expect(connectionOf({ mqttPort: 1884 }, defaults).url).toBe('mqtt://platform.test:1884')
  })

  it('uses TLS: one way with the root certificate, two way with the client certificate and key', () => {
    const one = connectionOf({ mqttAuth: 'oneWay', mqttRootCert: 'CA', mqttClientCert: 'C' }, defaults)
    expect(one).toMatchObject({ url: 'mqtts://platform.test:1883', ca: 'CA' })
    expect(one.cert).toBeUndefined()
    const two = connectionOf(
      { mqttAuth: 'twoWay', mqttRootCert: 'CA', mqttClientCert: 'C', mqttClientKey: 'K' },
      defaults,
    )
    expect(two).toMatchObject({ ca: 'CA', cert: 'C', key: 'K' })
  })

  it('reports a power failure unless the power alarm is off', () => {
    expect(reportsPowerLoss(undefined)).toBe(true)
    expect(reportsPowerLoss({ powerAlarm: true })).toBe(true)
    expect(reportsPowerLoss({ powerAlarm: false })).toBe(false)
  })
})
