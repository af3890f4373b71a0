// Loading and saving the designed page. Load: `page/info`, migrations, binding refresh against the
// target's current lists (skipped when they cannot be had). Save: the kernel's save hook (the `bind`
// lists), then the spec's multipart form post with the container fields and the page JSON as a file.
import type { Calls } from '../../../core/api/index.ts'
import type { Kernel } from '../../../core/kernel/index.ts'
import type { Page } from '../../../schemas/page.ts'
import { pageOfInfo, preparePage } from '../../widgets/page.ts'
import { PATHS } from '../../widgets/paths.ts'
import type { BindingSource } from './binding-source.ts'
import { type DesignTarget, ownerFields } from './target.ts'

export async function loadDesignPage(
  api: Pick<Calls, 'call'>,
  kernel: Kernel,
  pageId: string,
  source?: BindingSource,
): Promise<Page> {
  const info = await api.call(PATHS.pageInfo, { id: pageId })
  const lists = source ? await source.lists().catch(() => undefined) : undefined
  return preparePage(kernel, pageOfInfo(info), lists)
}

/** The page as it is saved: the kernel's save transforms applied. */
export const pageToSave = (kernel: Kernel, page: Page): Page => kernel.savePage(page)

/** The form fields of the page save post (designer spec §7), without the JSON file. */
export function saveFields(target: DesignTarget, pageId: string, page: Page) {
  const { con } = page
  return {
    id: pageId,
    ...ownerFields(target),
    title: con.title,
    width: con.width,
    height: con.height,
    fit: con.fit,
    bgColor: con.bgColor,
    bgImage: con.bgImage,
    checkpwd: con.checkpwd,
    password: con.password,
    follow: con.follow ?? false,
    adaption: con.adaption,
  }
}

export async function saveDesignPage(
  api: Pick<Calls, 'callFile'>,
  kernel: Kernel,
  target: DesignTarget,
  pageId: string,
  page: Page,
): Promise<Page> {
  const saved = pageToSave(kernel, page)
  const file = new Blob([JSON.stringify(saved)], { type: 'application/json' })
  await api.callFile(PATHS.pageSave, saveFields(target, pageId, saved), file, {
    fileField: 'json',
    fileName: `${pageId}.json`,
  })
  return saved
}
