// Bodies of account security (`/org/SecurityMessageAction!…action`, `/org/AccountInternalAction!…action`)
// and of password recovery (`user/findpwd/*`). A ticket proves an identity check passed in the last
// 10 minutes (platform spec §4, §9); codes are 6 digits.
import Type, { type Static } from 'typebox'
import { Email, PasswordText, Phone, Text } from './common.ts'
import { CaptchaFields } from './user.ts'

export const VerifyCode = Type.String({ pattern: '^[0-9]{6}$' })
export const Ticket = Text(128, 1)
export const Answers = Type.Array(Text(64, 1), { minItems: 1, maxItems: 3 })

export const CodeBody = Type.Object({ code: VerifyCode })
export const AnswersBody = Type.Object({ answers: Answers })
export const OldPasswordBody = Type.Object({ password: PasswordText })
export const SetPasswordBody = Type.Object({ ticket: Ticket, password: PasswordText, confirm: PasswordText })
export type SetPasswordBody = Static<typeof SetPasswordBody>
export const NewTelCodeBody = Type.Object({ ticket: Ticket, tel: Phone })
/** Without `email` the code goes to the account's e-mail; with it (and a ticket), to the new one. */
export const EmailCodeBody = Type.Object({ ticket: Type.Optional(Ticket), email: Type.Optional(Email) })
export const SetTelBody = Type.Object({ ticket: Ticket, tel: Phone, code: VerifyCode })
export const SetEmailBody = Type.Object({ ticket: Ticket, email: Email, code: VerifyCode })
export const SecrecyBody = Type.Object({
  ticket: Ticket,
  questions: Type.Array(Type.Object({ question: Text(64, 1), answer: Text(64, 1) }), {
    minItems: 1,
    maxItems: 3,
  }),
})
export type SecrecyBody = Static<typeof SecrecyBody>

/** A file part of a multipart post, as the server hands it to a handler. */
export const FileUpload = Type.Object({
  filename: Text(255),
  mimetype: Text(128),
  size: Type.Integer({ minimum: 0 }),
  data: Type.Unsafe<Uint8Array>({}),
})
export type FileUpload = Static<typeof FileUpload>
/** An avatar's formats (platform spec §7), recognised by their content (server/uploads/check-upload.ts). */
export const AVATAR_FORMATS = ['ico', 'jpg', 'png', 'gif', 'svg'] as const
export const AvatarBody = Type.Object({ file: FileUpload })

export const UpdateLoginUserBody = Type.Object({
  address: Type.Optional(Text(200)),
  company: Type.Optional(Text(100)),
  prompType: Type.Optional(Type.String({ pattern: '^((sound|title|alter)(,(sound|title|alter))*)?$' })),
  scadaAdaption: Type.Optional(Type.Boolean()),
  equipDisplay: Type.Optional(Text(16)),
})
export type UpdateLoginUserBody = Static<typeof UpdateLoginUserBody>

export const SaveNewPasswordBody = Type.Object({
  oldPassword: PasswordText,
  password: PasswordText,
  confirm: PasswordText,
})

export const RecoveryMethod = Type.Union([
  Type.Literal('tel'),
  Type.Literal('email'),
  Type.Literal('question'),
])
export type RecoveryMethod = Static<typeof RecoveryMethod>
/** Step 1 names the account, with the image captcha (`user/showVcode`) when the server draws one. */
export const FindPwdAccountBody = Type.Object({ loginname: Text(64, 1), ...CaptchaFields.properties })
/** The proof steps carry step 1's ticket: a name alone does not reach them. */
export const FindPwdSendCodeBody = Type.Object({
  loginname: Text(64, 1),
  ticket: Ticket,
  method: Type.Union([Type.Literal('tel'), Type.Literal('email')]),
})
export const FindPwdValidateBody = Type.Object({
  loginname: Text(64, 1),
  ticket: Ticket,
  method: RecoveryMethod,
  code: Type.Optional(VerifyCode),
  answers: Type.Optional(Answers),
})
export type FindPwdValidateBody = Static<typeof FindPwdValidateBody>
