// Account security, one's own profile and password recovery in the endpoint map (schemas/api/
// endpoints.ts): the identity checks that give a ticket, the changes a ticket allows, the profile and
// WeChat binding, and the public recovery steps (server/routes/security.ts, own-account.ts, recovery.ts).
import Type, { type Static } from 'typebox'
import { Account } from '../entities/account.ts'
import { Empty } from './common.ts'
import {
  AnswersBody,
  CodeBody,
  EmailCodeBody,
  FindPwdAccountBody,
  FindPwdSendCodeBody,
  FindPwdValidateBody,
  NewTelCodeBody,
  OldPasswordBody,
  SecrecyBody,
  SetEmailBody,
  SetPasswordBody,
  SetTelBody,
  UpdateLoginUserBody,
} from './security.ts'

/** What the user has set up: masked phone and e-mail, questions, WeChat, avatar. */
export const SecurityMessage = Type.Object({
  loginname: Type.String(),
  tel: Type.String(),
  email: Type.String(),
  hasQuestions: Type.Boolean(),
  wechatBound: Type.Boolean(),
  avatar: Type.String(),
  passwordChangedAt: Type.Integer(),
})
export type SecurityMessage = Static<typeof SecurityMessage>

/** A preset security question in both languages. */
export const PresetQuestion = Type.Object({ id: Type.String(), zh: Type.String(), en: Type.String() })
export type PresetQuestion = Static<typeof PresetQuestion>

/**
 * What `user/findpwd/account` tells of an account: masked contacts, the security questions, and the
 * ticket (10 minutes) that `sendCode` and `validate` need for this account.
 */
export const AccountHint = Type.Object({
  ticket: Type.String(),
  loginname: Type.String(),
  tel: Type.String(),
  email: Type.String(),
  questions: Type.Array(Type.String()),
})
export type AccountHint = Static<typeof AccountHint>

const TicketAnswer = Type.Object({ ticket: Type.String() })
const TelAnswer = Type.Object({ tel: Type.String() })
const EmailAnswer = Type.Object({ email: Type.String() })

export const SECURITY_ENDPOINTS = {
  'org/SecurityMessageAction!getUserMessage.action': { body: Empty, answer: SecurityMessage },
  'org/SecurityMessageAction!getSMSCode.action': { body: Empty, answer: TelAnswer },
  'org/SecurityMessageAction!validateSmsVerifycode.action': { body: CodeBody, answer: TicketAnswer },
  'org/SecurityMessageAction!getEmailCode.action': { body: EmailCodeBody, answer: EmailAnswer },
  'org/SecurityMessageAction!validateEmailForChangePwd.action': { body: CodeBody, answer: TicketAnswer },
  'org/SecurityMessageAction!getUserSecurityQuestion.action': {
    body: Empty,
    answer: Type.Object({ questions: Type.Array(Type.String()) }),
  },
  'org/SecurityMessageAction!validateQuestionForChangePwd.action': {
    body: AnswersBody,
    answer: TicketAnswer,
  },
  'org/SecurityMessageAction!validateOldPwdForChangePwd.action': {
    body: OldPasswordBody,
    answer: TicketAnswer,
  },
  'org/SecurityMessageAction!setPwd.action': { body: SetPasswordBody, answer: Type.Null() },
  'org/SecurityMessageAction!getSMSCodeForNew.action': { body: NewTelCodeBody, answer: TelAnswer },
  'org/SecurityMessageAction!setTel.action': { body: SetTelBody, answer: TelAnswer },
  'org/SecurityMessageAction!setEmail.action': { body: SetEmailBody, answer: EmailAnswer },
  'org/SecurityMessageAction!getQuestions.action': { body: Empty, answer: Type.Array(PresetQuestion) },
  'org/SecurityMessageAction!setSecrecyMessage.action': {
    body: SecrecyBody,
    answer: Type.Object({ questions: Type.Array(Type.String()) }),
  },
  'org/AccountInternalAction!updateLoginUser.action': { body: UpdateLoginUserBody, answer: Account },
  'org/AccountInternalAction!unbindWeixin.action': { body: Empty, answer: Type.Null() },
  'user/findpwd/account': { body: FindPwdAccountBody, answer: AccountHint },
  'user/findpwd/sendCode': { body: FindPwdSendCodeBody, answer: Type.Object({ to: Type.String() }) },
  'user/findpwd/validate': { body: FindPwdValidateBody, answer: TicketAnswer },
  'user/findpwd/reset': { body: SetPasswordBody, answer: Type.Null() },
} as const
