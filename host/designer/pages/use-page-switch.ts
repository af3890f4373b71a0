// Switching to another page of the target without leaving the designer (issue 30): a clean page goes at
// once; a dirty one asks first (save and switch, switch without saving, or stay). The shell's leave
// guard is told the page is settled before the route changes, so it does not ask a second time.
import { useCallback, useContext, useState } from 'react'
import { useNavigate } from 'react-router'
import { ShellContext } from '../../shell/context.tsx'
import { useDesignerEnv } from '../context.tsx'
import { DIRTY_OWNER } from '../leave-warning.ts'
import { designerPath } from './page-calls.ts'

export interface PendingSwitch {
  pageId: string
  title: string
}

export function usePageSwitch() {
  const { designer, save, target } = useDesignerEnv()
  const shell = useContext(ShellContext)
  const navigate = useNavigate()
  const [pending, setPending] = useState<PendingSwitch>()

  const go = useCallback(
    (pageId: string) => {
      shell?.dirty.set(DIRTY_OWNER, false)
      setPending(undefined)
      navigate(designerPath(target, pageId))
    },
    [shell, navigate, target],
  )
  /** Opens `pageId`, asking first when this page has unsaved changes. */
  const request = useCallback(
    (next: PendingSwitch) => {
      if (designer.editor.store.getState().dirty) setPending(next)
      else go(next.pageId)
    },
    [designer, go],
  )
  const saveAndGo = useCallback(async () => {
    if (!pending) return
    await save()
    if (!designer.editor.store.getState().dirty) go(pending.pageId)
  }, [pending, save, designer, go])

  return {
    pending,
    request,
    saveAndGo,
    discardAndGo: () => pending && go(pending.pageId),
    cancel: () => setPending(undefined),
  }
}
