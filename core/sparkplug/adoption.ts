// What an adopted metric becomes (issue 13, the adoption screen and `equipment/discovered/adopt` share
// it): the variable name proposed for a metric name, and the datatype's name to show.
import { DataType } from './datatypes.ts'

/** A variable name (platform spec §5: letters, digits, underscore, not starting with a digit). */
export function variableNameOf(metric: string): string {
  const name = metric.replace(/[^A-Za-z0-9_]+/g, '_').replace(/^_+|_+$/g, '') || 'metric'
  return (/^[0-9]/.test(name) ? `_${name}` : name).slice(0, 64)
}

const NAMES = new Map<number, string>(Object.entries(DataType).map(([name, code]) => [code, name]))

/** Int16, String, … (the number itself for a datatype 3.0 does not name). */
export const datatypeName = (datatype: number): string => NAMES.get(datatype) ?? String(datatype)
