// The security setup wizard's state across its routes: what is being changed, the ticket the identity
// check gave (valid 10 minutes, platform spec §9), and a new phone or e-mail awaiting its code.
import { createStore } from 'zustand/vanilla'

export const CHANGES = ['password', 'tel', 'email', 'question'] as const
export type Change = (typeof CHANGES)[number]
export const TICKET_VALID_MS = 10 * 60_000

export interface SetupState {
  next: Change
  ticket?: string
  ticketAt?: number
  newTel?: string
  newEmail?: string
  questions?: { question: string; answer: string }[]
}

export const setupStore = createStore<SetupState>(() => ({ next: 'password' }))

export const isChange = (v: unknown): v is Change => CHANGES.includes(v as Change)

export const ticketFresh = (s: SetupState, now: number): boolean =>
  Boolean(s.ticket) && s.ticketAt !== undefined && now - s.ticketAt < TICKET_VALID_MS

const ACTION = <N extends string>(name: N) => `org/SecurityMessageAction!${name}.action` as const
export const SECURITY_API = {
  message: ACTION('getUserMessage'),
  smsCode: ACTION('getSMSCode'),
  validateSms: ACTION('validateSmsVerifycode'),
  emailCode: ACTION('getEmailCode'),
  validateEmail: ACTION('validateEmailForChangePwd'),
  userQuestions: ACTION('getUserSecurityQuestion'),
  validateQuestion: ACTION('validateQuestionForChangePwd'),
  validatePassword: ACTION('validateOldPwdForChangePwd'),
  setPwd: ACTION('setPwd'),
  newTelCode: ACTION('getSMSCodeForNew'),
  setTel: ACTION('setTel'),
  setEmail: ACTION('setEmail'),
  presetQuestions: ACTION('getQuestions'),
  setQuestions: ACTION('setSecrecyMessage'),
  setAvatar: ACTION('setAvatar'),
} as const

const INTERNAL = <N extends string>(name: N) => `org/AccountInternalAction!${name}.action` as const
/** One's own profile and WeChat binding. */
export const ACCOUNT_API = {
  updateLoginUser: INTERNAL('updateLoginUser'),
  unbindWeixin: INTERNAL('unbindWeixin'),
} as const
