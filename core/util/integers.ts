// 64-bit integers (Sparkplug Int64/UInt64, OPC UA Int64/UInt64, Modbus int64/uint64 in four registers)
// are exact end to end, never through a JS float: such a value is a number while it is a safe integer
// (every integer up to 2^53 - 1 is exact as a double) and its decimal text beyond ("18446744073709551615").
// So ordinary counters stay numbers (float chunks, curves, reports), and a value a double would round
// travels, is pushed, stored (the text history) and shown as the device gave it. Where such a text is
// computed with (alarms, animations) numericValue reads it as the nearest double.

const INTEGER_TEXT = /^[-+]?\d+$/

/** A 64-bit integer as the platform carries it: a safe integer as a number, else its decimal text. */
export const exactInteger = (n: bigint): number | string =>
  n >= BigInt(Number.MIN_SAFE_INTEGER) && n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : n.toString()

/** The bigint of an integer number or an integer's decimal text; undefined for anything else. */
export function bigIntOf(v: unknown): bigint | undefined {
  if (typeof v === 'bigint') return v
  if (typeof v === 'number') return Number.isSafeInteger(v) ? BigInt(v) : undefined
  if (typeof v === 'string' && INTEGER_TEXT.test(v.trim())) return BigInt(v.trim())
  return undefined
}

/** Value ranges of the 64-bit integer types. */
export const INT64_RANGE = { int64: [-(2n ** 63n), 2n ** 63n - 1n], uint64: [0n, 2n ** 64n - 1n] } as const

/** Whether `n` fits the 64-bit type. */
export const fits64 = (n: bigint, type: keyof typeof INT64_RANGE): boolean =>
  n >= INT64_RANGE[type][0] && n <= INT64_RANGE[type][1]
