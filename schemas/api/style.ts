// Bodies of the style calls (`style/*`, platform spec §7 Style and `style/loadStyle`): an enterprise's
// styles and the platform's system styles, the enterprise's choice, the login path check and the
// multipart image upload.
import Type, { type Static } from 'typebox'
import { StyleView, Theme } from '../entities/style.ts'
import { URL_FORMATS } from '../url.ts'
import { Id, Name, OptionalId, PageOf, Paging, Text } from './common.ts'
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

/** Multipart: the style and at least one image file (`logo`, `favicon`). */
export const StyleImagesBody = Type.Object({
  id: Id,
  logo: Type.Optional(FileUpload),
  favicon: Type.Optional(FileUpload),
})
export type StyleImagesBody = Static<typeof StyleImagesBody>

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
} as const
