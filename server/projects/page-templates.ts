// Page templates (issue 30): an enterprise's pages saved as templates and the platform's published
// configuration models, both page JSON a new page starts from. A template keeps the page's content and
// look, never its owner, password or start-page flag.
import { Code } from '../../core/i18n/codes.ts'
import type { PageTemplateView } from '../../schemas/api/page-template.ts'
import type { Page } from '../../schemas/page.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import type { Caller } from '../tenancy/caller.ts'
import { documentOf } from './pages.ts'

const MODEL_KIND = 'configModel'

/** The page as a template holds it: no owner, no password. */
export function templateDocument(page: Page): Page {
  return {
    ...page,
    con: { ...page.con, projectId: '', equipmentId: '', templateId: '', checkpwd: false, password: '' },
  }
}

const sizeOf = (document: Page) => ({
  width: Math.round(document.con.width),
  height: Math.round(document.con.height),
  widgets: document.widgets.length,
})

/** The enterprise's templates (newest first), then the published configuration models that carry a page. */
export async function templatesFor(db: Db, caller: Caller): Promise<PageTemplateView[]> {
  const own = await db
    .selectFrom('pageTemplates')
    .select(['id', 'title', 'width', 'height', 'widgets', 'updatedAt'])
    .where('orgId', '=', caller.orgId)
    .orderBy('updatedAt', 'desc')
    .orderBy('title')
    .execute()
  const models = await db
    .selectFrom('platformCatalog')
    .select(['name', 'document', 'updatedAt'])
    .where('kind', '=', MODEL_KIND)
    .where('published', '=', 1)
    .where('document', 'is not', null)
    .orderBy('name')
    .execute()
  return [
    ...own.map((t) => ({ source: 'enterprise' as const, ...t })),
    ...models.map((m) => ({
      source: 'model' as const,
      id: m.name,
      title: m.name,
      ...sizeOf(documentOf({ document: m.document ?? '{}' })),
      updatedAt: m.updatedAt,
    })),
  ]
}

/** The page JSON a new page starts from: an enterprise template (already scoped) or a published model. */
export async function startingDocument(
  db: Db,
  from: { pageTemplateId?: string; model?: string },
): Promise<Page | undefined> {
  if (from.pageTemplateId) {
    const row = await db
      .selectFrom('pageTemplates')
      .select('document')
      .where('id', '=', from.pageTemplateId)
      .executeTakeFirst()
    return documentOf(row ?? fail(Code.noDataOrPermission))
  }
  if (!from.model) return undefined
  const row = await db
    .selectFrom('platformCatalog')
    .select('document')
    .where('kind', '=', MODEL_KIND)
    .where('name', '=', from.model)
    .where('published', '=', 1)
    .executeTakeFirst()
  if (!row?.document) fail(Code.noDataOrPermission)
  return documentOf({ document: row.document })
}

/** Stores `document` as the enterprise's template `title` (a title taken: 90007). */
export async function saveTemplate(
  db: Db,
  caller: Caller,
  id: string,
  title: string,
  document: Page,
  now: number,
): Promise<PageTemplateView> {
  const taken = await db
    .selectFrom('pageTemplates')
    .select('id')
    .where('orgId', '=', caller.orgId)
    .where('title', '=', title)
    .executeTakeFirst()
  if (taken) fail(Code.nameExists, { name: title })
  const size = sizeOf(document)
  await db
    .insertInto('pageTemplates')
    .values({
      id,
      orgId: caller.orgId,
      title,
      ...size,
      document: JSON.stringify(document),
      createdBy: caller.accountId,
      createdAt: now,
      updatedAt: now,
    })
    .execute()
  return { source: 'enterprise', id, title, ...size, updatedAt: now }
}

/** Publishes `document` as the platform's configuration model `title` (added, or its page replaced). */
export async function publishModel(
  db: Db,
  title: string,
  document: Page,
  now: number,
): Promise<PageTemplateView> {
  const json = JSON.stringify(document)
  const existing = await db
    .selectFrom('platformCatalog')
    .select('name')
    .where('kind', '=', MODEL_KIND)
    .where('name', '=', title)
    .executeTakeFirst()
  if (existing)
    await db
      .updateTable('platformCatalog')
      .set({ document: json, published: 1, updatedAt: now })
      .where('kind', '=', MODEL_KIND)
      .where('name', '=', title)
      .execute()
  else
    await db
      .insertInto('platformCatalog')
      .values({
        kind: MODEL_KIND,
        name: title,
        version: '',
        url: '',
        notes: '',
        published: 1,
        document: json,
        updatedAt: now,
      })
      .execute()
  return { source: 'model', id: title, title, ...sizeOf(document), updatedAt: now }
}
