// The gateway's own details its NBIRTH reports (platform spec §3 Gateway: firmware version, signal
// strength, network mode, LAN settings), stored and shown by the platform. Given by the agent's options
// (a real gateway's firmware knows its modem and ports), else read off this machine: the first external
// IPv4 interface is the LAN, and a machine without a modem is wired (no signal strength).
import { networkInterfaces } from 'node:os'
import { DataType, GatewayProperties, type Metric } from '../../core/sparkplug/index.ts'

export interface GatewayDetails {
  firmware: string
  /** ethernet, 4g, wifi, ... */
  networkMode: string
  /** dBm of a cellular or WiFi link; absent when wired */
  signalStrength?: number
  lanIp: string
  lanMask: string
  mac: string
}

export const AGENT_FIRMWARE = 'lfscada-edge 0.1.0'

export function localDetails(): GatewayDetails {
  const lan = Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)
  return {
    firmware: AGENT_FIRMWARE,
    networkMode: 'ethernet',
    lanIp: lan?.address ?? '',
    lanMask: lan?.netmask ?? '',
    mac: lan?.mac ?? '',
  }
}

export function detailMetrics(d: GatewayDetails): Metric[] {
  const text = (name: string, value: string): Metric => ({ name, datatype: DataType.String, value })
  return [
    text(GatewayProperties.firmware, d.firmware),
    text(GatewayProperties.networkMode, d.networkMode),
    ...(d.signalStrength === undefined
      ? []
      : [{ name: GatewayProperties.signalStrength, datatype: DataType.Int32, value: d.signalStrength }]),
    text(GatewayProperties.lanIp, d.lanIp),
    text(GatewayProperties.lanMask, d.lanMask),
    text(GatewayProperties.mac, d.mac),
  ]
}
