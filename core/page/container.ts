// Page container settings (designer spec §3, §5): width and height arrive from inputs as text and are
// stored as numbers; a page password may hold no commas and no spaces.
import type { Container } from '../../schemas/page.ts'
import { type Refusal, refusal } from './refusal.ts'

export type ContainerPatch = Partial<Omit<Container, 'width' | 'height'>> & {
  width?: number | string
  height?: number | string
}

export const PASSWORD_FORBIDDEN = /[,\s]/

/** A page side as a number, or undefined when it is not a finite number of at least 1 px. */
export function pageSide(value: number | string): number | undefined {
  const n = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value)
  return Number.isFinite(n) && n >= 1 ? n : undefined
}

/** Applies settings to the container (a draft), or says why they are refused. */
export function applyContainer(con: Container, patch: ContainerPatch): Refusal | undefined {
  const { width, height, ...rest } = patch
  const sides: Partial<Pick<Container, 'width' | 'height'>> = {}
  for (const [key, value] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (value === undefined) continue
    const n = pageSide(value)
    if (n === undefined) return refusal('invalidSize', { field: key })
    sides[key] = n
  }
  if (rest.password !== undefined && PASSWORD_FORBIDDEN.test(rest.password)) return refusal('passwordChars')
  Object.assign(con, rest, sides)
  return undefined
}
