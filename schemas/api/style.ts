// Bodies of the style calls (`style/*`, platform spec §7 Style and `style/loadStyle`): an enterprise's
// styles and the platform's system styles, the enterprise's choice, the login path check and the
// multipart image upload; the login and main page editor (looks, background, agreement and policy), the
// push configurations of a style and its grants to external parties (issue 34).
import Type, { type Static } from 'typebox'
import { LegalText, PageLook, StyleView, Theme } from '../entities/style.ts'
import { URL_FORMATS } from '../url.ts'
import { Id, Name, OptionalId, PageOf, Paging, Text } from './common.ts'
import { ExternalParty, ExternalPartyLookupBody } from './external-grants.ts'
import { FileUpload } from './security.ts'

/** A logo or favicon given by address (the URL allow-list: http(s), a path of the platform), or '' for none. */
export const ImageUrl = Type.String({ format: URL_FORMATS.image, maxLength: 500 })
/** The path the web app opens after sign-in: '' or an absolute path of the app. */
export const MainPath = Type.String({ pattern: '^(/[A-Za-z0-9/_.-]*)?$', maxLength: 200 })
/** A login path as typed: its rules (format, reserved, unique) are checked by the server to name the one broken. */
export const LoginPathText = Text(100)

export const StyleQueryBody = Type.Object({ ...Paging, keyword: Type.Optional(Text(64)) })
export type StyleQueryBody = Static<typeof StyleQueryBody>

const StyleFields = {
  name: Name,
  title: Text(64, 1),
  /** a URL; an uploaded image replaces it (`style/updateWebMain`) */
  logo: Type.Optional(ImageUrl),
  faviconIco: Type.Optional(ImageUrl),
  /** '' for none */
  webLoginPath: Type.Optional(LoginPathText),
  webMainPath: Type.Optional(MainPath),
}

/** `system`: a platform style (platform administrators only, else 90008). */
export const StyleAddBody = Type.Object({ ...StyleFields, system: Type.Optional(Type.Boolean()) })
export type StyleAddBody = Static<typeof StyleAddBody>

/** Fields left out are kept; `logo`/`faviconIco` '' removes the image (upload or URL), a URL replaces it. */
export const StyleEditBody = Type.Object({
  id: Id,
  name: Type.Optional(Name),
  title: Type.Optional(Text(64, 1)),
  logo: StyleFields.logo,
  faviconIco: StyleFields.faviconIco,
  webLoginPath: StyleFields.webLoginPath,
  webMainPath: StyleFields.webMainPath,
})
export type StyleEditBody = Static<typeof StyleEditBody>

export const StyleIdBody = Type.Object({ id: Id })
export type StyleIdBody = Static<typeof StyleIdBody>

/** The style the enterprise uses: one of its own or a system style; '' for the default look. */
export const StyleUseBody = Type.Object({ id: OptionalId })
export type StyleUseBody = Static<typeof StyleUseBody>

/** `id`: the style being edited, whose own path does not count as taken. */
export const ValidateLoginUrlBody = Type.Object({ webLoginPath: LoginPathText, id: OptionalId })
export type ValidateLoginUrlBody = Static<typeof ValidateLoginUrlBody>

/** Without a session: the style of this login path (what the login page at `/{loginPath}` shows). */
export const LoadStyleBody = Type.Object({ loginPath: Type.Optional(LoginPathText) })
export type LoadStyleBody = Static<typeof LoadStyleBody>

/** Multipart (or a form without files): the style, and the main page's look and/or image files. */
export const StyleImagesBody = Type.Object({
  id: Id,
  look: Type.Optional(PageLook),
  logo: Type.Optional(FileUpload),
  favicon: Type.Optional(FileUpload),
})
export type StyleImagesBody = Static<typeof StyleImagesBody>

/** The login page: its look, background (an upload, or an address; '' removes it) and login path. */
export const StyleWebLoginBody = Type.Object({
  id: Id,
  look: Type.Optional(PageLook),
  backgroundImage: Type.Optional(ImageUrl),
  webLoginPath: Type.Optional(LoginPathText),
  background: Type.Optional(FileUpload),
})
export type StyleWebLoginBody = Static<typeof StyleWebLoginBody>

/** Fields left out are kept; a text '' removes it. */
export const AgreementPolicyBody = Type.Object({
  id: Id,
  agreement: Type.Optional(LegalText),
  policy: Type.Optional(LegalText),
})
export type AgreementPolicyBody = Static<typeof AgreementPolicyBody>

// ---- push configurations ----

/** Channels a style's notifications go by: the branded app's push, a WeChat official account, SMS. */
export const PUSH_CHANNELS = ['app', 'wechat', 'sms'] as const
export const PushChannel = Type.Enum(PUSH_CHANNELS)

export const PushConfView = Type.Object({
  id: Type.String(),
  styleId: Type.String(),
  channel: PushChannel,
  /** the app key, the official account's app id, or the SMS signature */
  appKey: Type.String(),
  /** a secret is set (it is never answered) */
  hasSecret: Type.Boolean(),
  enabled: Type.Boolean(),
  updatedAt: Type.Integer(),
})
export type PushConfView = Static<typeof PushConfView>

export const PushConfQueryBody = Type.Object({ styleId: Id })
export const PushConfAddBody = Type.Object({
  styleId: Id,
  channel: PushChannel,
  appKey: Text(128, 1),
  appSecret: Text(256),
  enabled: Type.Optional(Type.Boolean()),
})
export type PushConfAddBody = Static<typeof PushConfAddBody>
/** Fields left out are kept; `appSecret` left out keeps the secret. */
export const PushConfEditBody = Type.Object({
  id: Id,
  appKey: Type.Optional(Text(128, 1)),
  appSecret: Type.Optional(Text(256)),
  enabled: Type.Optional(Type.Boolean()),
})
export type PushConfEditBody = Static<typeof PushConfEditBody>

// ---- grants to external parties ----

export const StyleGrantView = Type.Object({
  id: Type.String(),
  styleId: Type.String(),
  party: ExternalParty,
  createdAt: Type.Integer(),
})
export type StyleGrantView = Static<typeof StyleGrantView>

export const StyleGrantQueryBody = Type.Object({ ...Paging, styleId: Id })
export type StyleGrantQueryBody = Static<typeof StyleGrantQueryBody>
/** `party`: a login name of one of its accounts, or its enterprise id (as `api/pmsn/*`). */
export const StyleGrantAddBody = Type.Object({ styleId: Id, party: Text(64, 1) })
export type StyleGrantAddBody = Static<typeof StyleGrantAddBody>

/** The style calls in the endpoint map (schemas/api/endpoints.ts): body schema, answer schema. */
export const STYLE_ENDPOINTS = {
  'style/loadStyle': { body: LoadStyleBody, answer: Type.Union([Theme, Type.Null()]) },
  'style/query': { body: StyleQueryBody, answer: PageOf(StyleView) },
  'style/querySysStyle': { body: StyleQueryBody, answer: PageOf(StyleView) },
  'style/infoStyle': { body: StyleIdBody, answer: StyleView },
  'style/add': { body: StyleAddBody, answer: StyleView },
  'style/edit': { body: StyleEditBody, answer: StyleView },
  'style/delete': { body: StyleIdBody, answer: StyleView },
  'style/use': { body: StyleUseBody, answer: Type.Object({ styleId: Type.String() }) },
  'style/validateLoginUrl': {
    body: ValidateLoginUrlBody,
    answer: Type.Object({ webLoginPath: Type.String() }),
  },
  'style/updateWebMain': { body: StyleImagesBody, answer: StyleView },
  'style/updateWebLogin': { body: StyleWebLoginBody, answer: StyleView },
  'style/updateAgreementPolicy': { body: AgreementPolicyBody, answer: StyleView },
  'style/pushconf/query': { body: PushConfQueryBody, answer: Type.Array(PushConfView) },
  'style/pushconf/add': { body: PushConfAddBody, answer: PushConfView },
  'style/pushconf/edit': { body: PushConfEditBody, answer: PushConfView },
  'style/queryAuthExternal': { body: StyleGrantQueryBody, answer: PageOf(StyleGrantView) },
  'style/queryUnAuthExternal': { body: ExternalPartyLookupBody, answer: ExternalParty },
  'style/auth': { body: StyleGrantAddBody, answer: StyleGrantView },
  'style/cancelAuth': { body: Type.Object({ id: Id }), answer: StyleGrantView },
} as const
