// The password recovery wizard's state across its routes (platform spec §2, §4): the account, the ways
// it can be verified, and the ticket a passed check gives, valid 10 minutes.
import { createContext, useContext } from 'react'
import type { AccountHint } from '../../../schemas/api/security-endpoints.ts'

export const RECOVERY_API = {
  account: 'user/findpwd/account',
  sendCode: 'user/findpwd/sendCode',
  validate: 'user/findpwd/validate',
  reset: 'user/findpwd/reset',
} as const

export const TICKET_VALID_MS = 10 * 60_000

export const METHODS = ['tel', 'email', 'question'] as const
export type Method = (typeof METHODS)[number]

export interface RecoveryState {
  loginname?: string
  hint?: AccountHint
  ticket?: string
  ticketAt?: number
}

export interface Recovery {
  base: string
  state: RecoveryState
  update: (patch: Partial<RecoveryState>) => void
}

export const RecoveryContext = createContext<Recovery | null>(null)

export function useRecovery(): Recovery {
  const recovery = useContext(RecoveryContext)
  if (!recovery) throw new Error('useRecovery outside the recovery wizard')
  return recovery
}

export const methodsOf = (hint: AccountHint | undefined): Method[] =>
  METHODS.filter((m) => (m === 'question' ? (hint?.questions?.length ?? 0) > 0 : Boolean(hint?.[m])))

/** The ticket of a validate answer: the data itself or its `ticket` field. */
export const ticketOf = (data: unknown): string | undefined => {
  if (typeof data === 'string' && data) return data
  const ticket = (data as { ticket?: unknown } | null)?.ticket
  return typeof ticket === 'string' && ticket ? ticket : undefined
}
