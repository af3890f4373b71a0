// The designer's page switcher (issue 30): the current page's title in the toolbar opens a drawer with
// the target's pages, where a designer opens another page without leaving the designer (asked first
// when this one has unsaved changes), adds one (blank or from a template), duplicates, renames, sets the
// start page, reorders, and saves this page as a template.
import { DownOutlined, FileOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons'
import { App, Button, Drawer, Space, Spin } from 'antd'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { PageSummary } from '../../../schemas/entities/project.ts'
import { useApi } from '../../boot/api.tsx'
import { useDesignerEnv, useEditorState } from '../context.tsx'
import { AddPageDialog } from './AddPageDialog.tsx'
import { LeaveDialog } from './LeaveDialog.tsx'
import { PageRow, type PageRowActions } from './PageRow.tsx'
import { type PageStart, pageCalls } from './page-calls.ts'
import { SaveTemplateDialog } from './SaveTemplateDialog.tsx'
import { usePageTexts } from './texts.ts'
import { usePageSwitch } from './use-page-switch.ts'

/** A title not yet among `taken`: `base`, else `base 2`, `base 3`, ... */
export function freeTitle(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base
  let n = 2
  while (taken.has(`${base} ${n}`)) n += 1
  return `${base} ${n}`
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e))

function usePageList(open: boolean) {
  const api = useApi()
  const { target } = useDesignerEnv()
  const calls = useMemo(() => pageCalls(api, target), [api, target])
  const { t } = usePageTexts()
  const { message } = App.useApp()
  const [pages, setPages] = useState<PageSummary[]>()
  const [busy, setBusy] = useState(false)
  const reload = useCallback(
    () =>
      calls
        .list()
        .then(setPages, (e: unknown) => void message.error(t('loadFailed', { message: errorText(e) }))),
    [calls, message, t],
  )
  useEffect(() => {
    if (open) void reload()
  }, [open, reload])
  /** Runs a change, then reads the list again; a refusal says why. */
  const change = useCallback(
    async (run: () => Promise<unknown>) => {
      setBusy(true)
      try {
        await run()
      } catch (e) {
        void message.error(t('failed', { message: errorText(e) }))
      } finally {
        await reload()
        setBusy(false)
      }
    },
    [message, t, reload],
  )
  return { calls, pages, busy, change }
}

export function PageSwitcher() {
  const { t } = usePageTexts()
  const { pageId, designer, save } = useDesignerEnv()
  const title = useEditorState((s) => s.page.con.title)
  const dirty = useEditorState((s) => s.dirty)
  const [open, setOpen] = useState(false)
  const [adding, setAdding] = useState(false)
  const [templating, setTemplating] = useState(false)
  const { calls, pages, busy, change } = usePageList(open)
  const leave = usePageSwitch()
  const titles = useMemo(() => new Set((pages ?? []).map((p) => p.title)), [pages])

  const actions: PageRowActions = {
    open: (page) => page.id !== pageId && leave.request({ pageId: page.id, title: page.title }),
    rename: (page, next) =>
      void change(async () => {
        if (page.id !== pageId) return calls.rename(page.id, next)
        // this page's title lives in its document too: set it there and save, so neither undoes the other
        if (designer.actions.setContainer({ title: next })) await save()
      }),
    duplicate: (page) =>
      void change(() => calls.copy(page.id, freeTitle(t('copyTitle', { title: page.title }), titles))),
    setStart: (page) => void change(() => calls.setStart(page.id)),
    move: (page, to) => void change(() => calls.move(page.id, to)),
  }
  const add = async (next: string, kind: 'main' | 'sub', start: PageStart) => {
    const page = await calls.add(next, kind, start)
    setAdding(false)
    if (page) leave.request({ pageId: page.id, title: page.title })
  }

  return (
    <>
      <Button
        type="text"
        size="small"
        aria-label={t('switchTo')}
        data-testid="page-switcher"
        onClick={() => setOpen(true)}
        style={{ fontWeight: 600, marginRight: 8, maxWidth: 260 }}
      >
        <FileOutlined />
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {title}
          {dirty ? ' *' : ''}
        </span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
      <Drawer
        open={open}
        placement="left"
        size={400}
        title={t('pages')}
        onClose={() => setOpen(false)}
        data-testid="pages-drawer"
        extra={
          <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('add')}
          </Button>
        }
        footer={
          <Space>
            <Button size="small" icon={<SaveOutlined />} onClick={() => setTemplating(true)}>
              {t('saveTemplate')}
            </Button>
          </Space>
        }
      >
        {pages === undefined ? (
          <Spin />
        ) : (
          <ul aria-label={t('pages')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {pages.map((page, index) => (
              <li key={page.id}>
                <PageRow
                  page={page}
                  index={index}
                  count={pages.length}
                  current={page.id === pageId}
                  busy={busy}
                  actions={actions}
                />
              </li>
            ))}
          </ul>
        )}
      </Drawer>
      <AddPageDialog
        open={adding}
        calls={calls}
        taken={titles}
        onAdd={add}
        onCancel={() => setAdding(false)}
      />
      <SaveTemplateDialog open={templating} calls={calls} onDone={() => setTemplating(false)} />
      <LeaveDialog
        pending={leave.pending}
        onSave={() => void leave.saveAndGo()}
        onDiscard={leave.discardAndGo}
        onCancel={leave.cancel}
      />
    </>
  )
}
