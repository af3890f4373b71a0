// The page switcher's calls (issue 30): the target's pages, add (blank or from a template), copy,
// rename, start page, order, and the page templates; and where the designer of a page lives.
import type { ApiClient } from '../../../core/api/index.ts'
import type { PageTemplateView } from '../../../schemas/api/page-template.ts'
import type { PageSummary } from '../../../schemas/entities/project.ts'
import { type DesignTarget, ownerFields } from '../io/target.ts'

const ROUTE_OF = { project: 'project', equip: 'eg', template: 'template' } as const

/** The designer route of a target's page (designer spec §2). */
export const designerPath = (target: DesignTarget, pageId: string): string =>
  `/manage/${ROUTE_OF[target.kind]}/${encodeURIComponent(target.id)}/designer/${encodeURIComponent(pageId)}`

/** Where a new page starts: blank, an enterprise template (by id) or a configuration model (by name). */
export type PageStart = { from: 'blank' } | { from: 'enterprise' | 'model'; id: string }

const ownerOf = (target: DesignTarget) => {
  const fields = ownerFields(target)
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== ''))
}

export function pageCalls(api: ApiClient, target: DesignTarget) {
  return {
    list: (): Promise<PageSummary[]> => api.call('project/page/query', ownerOf(target)),
    add: (title: string, kind: 'main' | 'sub', start: PageStart) =>
      api.call('project/page/add', {
        ...ownerOf(target),
        title,
        kind,
        ...(start.from === 'enterprise' && { pageTemplateId: start.id }),
        ...(start.from === 'model' && { model: start.id }),
      }),
    copy: (id: string, title: string) => api.call('project/page/copy', { id, title }),
    rename: (id: string, title: string) => api.call('project/page/save', { id, title }),
    setStart: (id: string) => api.call('project/page/setStart', { id }),
    move: (id: string, to: number): Promise<PageSummary[]> => api.call('project/page/move', { id, to }),
    templates: (): Promise<PageTemplateView[]> => api.call('project/page/template/query', {}),
    saveTemplate: (pageId: string, title: string, asModel: boolean) =>
      api.call('project/page/template/save', { pageId, title, ...(asModel && { asModel }) }),
  }
}

export type PageCalls = ReturnType<typeof pageCalls>
