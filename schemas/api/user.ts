// Bodies of the session and user calls (platform spec §7 "Session and user").
import Type, { type Static } from 'typebox'
import { UserInfo } from '../entities/user-info.ts'
import { Empty, Text } from './common.ts'

/**
 * The answer to an image captcha of `user/showVcode`: its key and the text read from it. Sent when the
 * server asked for it (1001 or 1003 with `data.captchaRequired`); ignored otherwise.
 */
export const CaptchaFields = Type.Object({
  captchaKey: Type.Optional(Text(64)),
  captcha: Type.Optional(Text(16)),
})
export type CaptchaFields = Static<typeof CaptchaFields>

/** An image captcha: its key, and the image as a `data:image/svg+xml` URL. */
export const CaptchaImage = Type.Object({ key: Type.String(), image: Type.String() })
export type CaptchaImage = Static<typeof CaptchaImage>

/** RSA-OAEP (SHA-256) ciphertexts, base64, made in the browser against `user/publicKey`. */
export const EncryptLoginBody = Type.Object({
  loginname: Text(1024),
  password: Text(1024),
  ...CaptchaFields.properties,
})
export type EncryptLoginBody = Static<typeof EncryptLoginBody>

export const UserInfoQuery = Type.Object({ time: Type.Optional(Text(32)) })

/**
 * The hardware lock's signature of the session's `user/random`, base64 or hex (RSA 4096 is 1024 hex
 * characters). Anything that does not verify, empty text too, fails the check (1011).
 */
export const ValidLockCertBody = Type.Object({ verifyData: Text(2048) })
export type ValidLockCertBody = Static<typeof ValidLockCertBody>

/** The user's own UI settings: a flat-ish document the client owns. */
export const UserConfigSaveBody = Type.Object({
  config: Type.Record(Type.String({ maxLength: 64 }), Type.Unknown(), { maxProperties: 100 }),
})
export type UserConfigSaveBody = Static<typeof UserConfigSaveBody>

export const PublicKeyAnswer = Type.Object({
  /** the algorithm for WebCrypto: RSA-OAEP with SHA-256 */
  algorithm: Type.Literal('RSA-OAEP-256'),
  /** SubjectPublicKeyInfo DER, base64: `crypto.subtle.importKey('spki', …)` */
  spki: Type.String(),
  /** the same key as JWK: `crypto.subtle.importKey('jwk', …)` */
  jwk: Type.Record(Type.String(), Type.Unknown()),
})
export type PublicKeyAnswer = Static<typeof PublicKeyAnswer>

/** Notices an account dismisses for good: the phone-bind prompt ("later"), the "new style not set" notice. */
export const NOTICES = ['phoneBind', 'styleNotSet'] as const
export const NoticeKind = Type.Enum(NOTICES)
export type NoticeKind = (typeof NOTICES)[number]

export const DismissNoticeBody = Type.Object({ notice: NoticeKind })
export type DismissNoticeBody = Static<typeof DismissNoticeBody>

/** The session and user calls in the endpoint map (schemas/api/endpoints.ts): body schema, answer schema. */
export const USER_ENDPOINTS = {
  'user/publicKey': { body: Empty, answer: PublicKeyAnswer },
  'user/encryptLogin': { body: EncryptLoginBody, answer: UserInfo },
  'user/logout': { body: Empty, answer: Type.Null() },
  /** a new image captcha (90001 when the server draws none) */
  'user/showVcode': { body: Empty, answer: CaptchaImage },
  /** the user's own UI settings, as the client saved them */
  'user/config/query': { body: Empty, answer: Type.Record(Type.String(), Type.Unknown()) },
  'user/config/save': { body: UserConfigSaveBody, answer: Type.Record(Type.String(), Type.Unknown()) },
  /** the notices the account has dismissed, this one included */
  'user/notice/dismiss': { body: DismissNoticeBody, answer: Type.Array(Type.String()) },
  /** the hex random the hardware lock signs */
  'user/random': { body: Empty, answer: Type.String() },
  'user/validLockCert': { body: ValidLockCertBody, answer: Type.Null() },
} as const

/** The session's GET calls in the GET map (schemas/api/endpoints.ts): query schema, answer schema. */
export const USER_GET_ENDPOINTS = {
  'user/info': { query: UserInfoQuery, answer: UserInfo },
} as const
