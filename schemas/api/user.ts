// Bodies of the session and user calls (platform spec §7 "Session and user").
import Type, { type Static } from 'typebox'
import { Text } from './common.ts'

/** RSA-OAEP (SHA-256) ciphertexts, base64, made in the browser against `user/publicKey`. */
export const EncryptLoginBody = Type.Object({
  loginname: Text(1024),
  password: Text(1024),
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
export const NoticeKind = Type.Union(NOTICES.map((n) => Type.Literal(n)))
export type NoticeKind = (typeof NOTICES)[number]

export const DismissNoticeBody = Type.Object({ notice: NoticeKind })
export type DismissNoticeBody = Static<typeof DismissNoticeBody>
