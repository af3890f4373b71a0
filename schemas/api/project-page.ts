// Bodies of the page calls (`project/page/*`, `configuration/page/queryHome`): pages of a project, a
// device or a template (designer spec §2 routes), and the page save form post (designer spec §7).
import Type, { type Static } from 'typebox'
import { COLOUR_FORMAT } from '../colour.ts'
import { PageKind } from '../entities/project.ts'
import { ADAPTIONS, Container } from '../page.ts'
import { URL_FORMATS } from '../url.ts'
import { Id, OptionalId, Text } from './common.ts'
import { FileUpload } from './security.ts'

/** The page's owner: exactly one of the three is set (the handler says 10003 / 10001 otherwise). */
export const PageOwnerFields = { projectId: OptionalId, equipmentId: OptionalId, templateId: OptionalId }
export const PageOwnerBody = Type.Object(PageOwnerFields)
export type PageOwnerBody = Static<typeof PageOwnerBody>

export const PageTitle = Text(64, 1)
/** Page size in pixels (designer spec §5: converted to numbers). */
export const PageSize = Type.Number({ minimum: 1, maximum: 100_000 })
// The page JSON's own password rule, so both say the same (TypeBox types do not expose `pattern`).
const { pattern } = Container.properties.password as unknown as { pattern: string }
/** Page password entry (both specs §5): no commas, no spaces; '' for none. */
export const PagePassword = Type.String({ pattern, maxLength: 64 })

export const PageAddBody = Type.Object({
  ...PageOwnerFields,
  title: PageTitle,
  kind: Type.Optional(PageKind),
  width: Type.Optional(PageSize),
  height: Type.Optional(PageSize),
  /** issue 30: the page starts as a copy of an enterprise page template, or of a configuration model */
  pageTemplateId: Type.Optional(Id),
  model: Type.Optional(Text(64, 1)),
})
export type PageAddBody = Static<typeof PageAddBody>

export const PageIdBody = Type.Object({ id: Id })
export type PageIdBody = Static<typeof PageIdBody>
/** Sets ('' removes) a page's password. */
export const PagePasswordBody = Type.Object({ id: Id, password: PagePassword })
export type PagePasswordBody = Static<typeof PagePasswordBody>
export const PageValidPasswordBody = Type.Object({ id: Id, password: Text(64) })
export type PageValidPasswordBody = Static<typeof PageValidPasswordBody>

/**
 * The page save form post: without id a new page of the owner, else that page. The container fields
 * given win over the JSON file's `con`; `json` is the page JSON (schemas/page.ts `Page`) as a file.
 * checkpwd with an empty password keeps the page's current password.
 */
export const PageSaveBody = Type.Object({
  id: Type.Optional(OptionalId),
  ...PageOwnerFields,
  title: Type.Optional(PageTitle),
  width: Type.Optional(PageSize),
  height: Type.Optional(PageSize),
  fit: Type.Optional(Type.Boolean()),
  bgColor: Type.Optional(Type.String({ maxLength: 64, format: COLOUR_FORMAT })),
  bgImage: Type.Optional(Type.String({ maxLength: 4096, format: URL_FORMATS.image })),
  checkpwd: Type.Optional(Type.Boolean()),
  password: Type.Optional(PagePassword),
  follow: Type.Optional(Type.Boolean()),
  adaption: Type.Optional(Type.Enum(ADAPTIONS)),
  json: Type.Optional(FileUpload),
})
export type PageSaveBody = Static<typeof PageSaveBody>
