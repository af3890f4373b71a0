// Unsaved changes trigger a leave warning (platform spec §4): in-app navigation is blocked until the
// user confirms, and closing or reloading the tab asks the browser's own question.
import { App } from 'antd'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useBlocker } from 'react-router'
import { useStore } from 'zustand'
import { useShell } from '../context.tsx'

export function LeaveWarning() {
  const { dirty } = useShell()
  const isDirty = useStore(dirty.store, (s) => s.owners.size > 0)
  const { modal } = App.useApp()
  const { t } = useTranslation()
  // Read at the moment of the move, not as last rendered: a screen that has just saved and cleared its
  // state may leave before this component renders again.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.store.getState().owners.size > 0 && currentLocation.pathname !== nextLocation.pathname,
  )

  // One question per blocked move: the blocker object changes while blocked, the question must not repeat.
  const asking = useRef(false)
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return
    asking.current = true
    const answer = (leave: boolean) => {
      asking.current = false
      if (leave) blocker.proceed()
      else blocker.reset()
    }
    modal.confirm({
      title: t('shell.leave.title'),
      content: t('shell.leave.content'),
      okText: t('shell.leave.ok'),
      cancelText: t('common.cancel'),
      onOk: () => answer(true),
      onCancel: () => answer(false),
    })
  }, [blocker, modal, t])

  useEffect(() => {
    if (!isDirty) return
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault()
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [isDirty])

  return null
}
