// Pushed messages (platform spec §7, §9): the unread count is read once and bumped per message; each
// message shows a notification for 10 s and is announced as the user's prompType says.
import { App } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { Lang } from '../../../core/i18n/index.ts'
import { Message, messageDetailPath } from '../../../plugins/screens/shared/message.ts'
import { promptKinds } from '../../../plugins/screens/shared/user.ts'
import { check } from '../../../schemas/validate.ts'
import { useShell, useUser } from '../context.tsx'
import { announcementOf, NOTIFICATION_MS } from './announce.ts'
import { createTitleScroller } from './effects.ts'

export function MessagePush() {
  const { api, unread, dialogs, alarmOutput, clock } = useShell()
  const user = useUser()
  const { notification, message: toast } = App.useApp()
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const prompt = user?.prompType

  useEffect(() => {
    if (prompt === undefined) return
    // the badge keeps its last count until the next message or screen refreshes it
    unread.refresh().catch(() => {})
    const scroller = createTitleScroller(clock, document)
    const kinds = promptKinds({ prompType: prompt })
    const stop = api.subscribeMessages({
      message: (raw) => {
        if (!check(Message, raw).ok) return
        const m = raw as Message
        unread.bump()
        notification.open({
          key: m.id,
          title: m.title,
          description: m.note,
          duration: NOTIFICATION_MS / 1000,
          props: { 'data-testid': 'message-notification' } as never,
          // a notification that was followed is done with: it would cover the detail's top right
          onClick: () => {
            notification.destroy(m.id)
            navigate(messageDetailPath(m))
          },
        })
        const a = announcementOf(m, kinds)
        const lang = i18n.language as Lang
        if (a.sound?.kind === 'voice' && alarmOutput && !alarmOutput.speak(m.title, lang, a.sound.times)) {
          if (lang === 'zh') void toast.warning(t('errors.noChineseVoice'))
          alarmOutput.beep()
        }
        if (a.sound?.kind === 'beep') alarmOutput?.beep()
        if (a.scrollTitle) scroller.start(m.title)
        if (a.dialog) dialogs.push({ kind: 'message', id: `message:${m.id}`, payload: m })
      },
    })
    return () => {
      stop()
      scroller.stop()
    }
  }, [prompt, api, unread, dialogs, alarmOutput, clock, notification, toast, navigate, t, i18n])

  return null
}
