// The simulated PLC's register map: what each address holds and how it moves with time. The demo gateway
// configuration (demo-config.ts) is derived from this table, so the two cannot drift apart.
import type { ByteOrder, RegisterDataType, RegisterType } from '../../schemas/edge/index.ts'

export interface SimSignal {
  name: string
  registerType: RegisterType
  address: number
  dataType: RegisterDataType
  byteOrder: ByteOrder
  unit: string
  /** Driven signals follow `value` at every read; the others keep what was last written. */
  value?: (tSec: number, walk: number) => number | boolean
  initial?: number | boolean
}

const sine = (t: number, period: number, amplitude: number, offset = 0) =>
  offset + amplitude * Math.sin((2 * Math.PI * t) / period)
const ramp = (t: number, period: number, top: number) => ((t % period) / period) * top

const s = (
  name: string,
  registerType: RegisterType,
  address: number,
  dataType: RegisterDataType,
  extra: Partial<SimSignal> = {},
): SimSignal => ({ name, registerType, address, dataType, byteOrder: 'ABCD', unit: '', ...extra })

export const SIM_SIGNALS: readonly SimSignal[] = [
  // input registers: read-only process values
  s('temperature', 'inputRegister', 0, 'float32', { unit: '°C', value: (t) => sine(t, 60, 15, 25) }),
  s('level', 'inputRegister', 2, 'float32', { unit: '%', value: (t) => ramp(t, 100, 100) }),
  s('pulses', 'inputRegister', 4, 'uint16', { value: (t) => Math.floor(t) % 65536 }),
  s('pressure_raw', 'inputRegister', 5, 'int16', { value: (_t, walk) => walk }),
  s('energy', 'inputRegister', 6, 'uint32', { byteOrder: 'CDAB', value: (t) => Math.floor(t * 10) }),
  s('flow', 'inputRegister', 8, 'float64', { unit: 'm³/h', value: (t) => sine(t, 30, 2.5, 10) }),
  s('vibration', 'inputRegister', 12, 'int16', { value: (t) => Math.round(sine(t, 10, 1000)) }),
  s('current', 'inputRegister', 13, 'float32', {
    byteOrder: 'DCBA',
    unit: 'A',
    value: (t) => sine(t, 20, 3, 8),
  }),
  // holding registers: setpoints the platform may write, and one driven counter
  s('setpoint', 'holdingRegister', 0, 'int16', { initial: 250 }),
  s('mode_word', 'holdingRegister', 1, 'uint16', { initial: 0 }),
  s('speed_sp', 'holdingRegister', 2, 'float32', { unit: 'rpm', initial: 12.5 }),
  s('batch_size', 'holdingRegister', 4, 'int32', { initial: -1000 }),
  s('recipe_mass', 'holdingRegister', 6, 'float64', { byteOrder: 'BADC', unit: 'kg', initial: 1.25 }),
  s('cycles', 'holdingRegister', 10, 'uint16', { value: (t) => Math.floor(t / 2) % 65536 }),
  // coils: writable commands, one blinking lamp
  s('pump_run', 'coil', 0, 'bit', { initial: false }),
  s('valve_open', 'coil', 1, 'bit', { initial: true }),
  s('lamp', 'coil', 2, 'bit', { value: (t) => Math.floor(t / 2) % 2 === 1 }),
  // discrete inputs: read-only states
  s('heartbeat', 'discreteInput', 0, 'bit', { value: (t) => Math.floor(t) % 2 === 1 }),
  s('temp_high', 'discreteInput', 1, 'bit', { value: (t) => sine(t, 60, 15, 25) > 35 }),
]
