// The designer's page switcher and page templates (issue 30): copy a page, move it in its owner's
// order, save a page as a template of the enterprise, and list the templates a new page may start from
// (the enterprise's own and the platform's published configuration models).
import Type, { type Static } from 'typebox'
import { Id, Text } from './common.ts'
import { PageTitle } from './project-page.ts'

/** A copy of the page `id` beside it, named `title` (unique per owner: 1901). */
export const PageCopyBody = Type.Object({ id: Id, title: PageTitle })
export type PageCopyBody = Static<typeof PageCopyBody>

/** Moves the page `id` to place `to` (0 first) in its owner's order. */
export const PageMoveBody = Type.Object({ id: Id, to: Type.Integer({ minimum: 0, maximum: 1000 }) })
export type PageMoveBody = Static<typeof PageMoveBody>

export const PageTemplateTitle = Text(64, 1)

/** Saves the page `pageId` as a template of the caller's enterprise (title unique: 90007). */
export const PageTemplateSaveBody = Type.Object({
  pageId: Id,
  title: PageTemplateTitle,
  /** a platform administrator publishes it as a configuration model of every enterprise instead */
  asModel: Type.Optional(Type.Boolean()),
})
export type PageTemplateSaveBody = Static<typeof PageTemplateSaveBody>

export const PageTemplateIdBody = Type.Object({ pageTemplateId: Id })
export type PageTemplateIdBody = Static<typeof PageTemplateIdBody>

export const TEMPLATE_SOURCES = ['enterprise', 'model'] as const
export const PageTemplateSource = Type.Enum(TEMPLATE_SOURCES)
export type PageTemplateSource = Static<typeof PageTemplateSource>

/**
 * A template a new page may start from: the enterprise's own (`id` is its id) or a published
 * configuration model of the platform (`id` is the model's name).
 */
export const PageTemplateView = Type.Object({
  source: PageTemplateSource,
  id: Type.String(),
  title: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  widgets: Type.Integer({ minimum: 0 }),
  updatedAt: Type.Integer(),
})
export type PageTemplateView = Static<typeof PageTemplateView>
