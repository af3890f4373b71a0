// Shows the dialog queue's current dialog (platform spec §4): the password reminder and the phone bind
// when the user info asks for them, then messages; a closed one gives way to the next after 100 ms.
// "Later" on the phone bind dismisses it for good on the account (user/notice/dismiss).
import { Modal, Typography } from 'antd'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { type Message, messageDetailPath } from '../../../plugins/screens/shared/message.ts'
import { useShell, useUser } from '../context.tsx'

/** Where the reminders lead: the security setup wizard (§2). */
const SETUP = '/account/security/sms/setup'

export function DialogHost() {
  const { dialogs, api } = useShell()
  const user = useUser()
  const { t } = useTranslation()
  const navigate = useNavigate()
  const current = useSyncExternalStore(dialogs.subscribe, dialogs.current)

  // Reminders once per visit, not again when the user info is re-read.
  const reminded = useRef(false)
  useEffect(() => {
    if (!user || reminded.current) return
    reminded.current = true
    if ((user as { passwordRemind?: boolean }).passwordRemind)
      dialogs.push({ kind: 'password', id: 'password' })
    if (!user.tel && !user.dismissedNotices?.includes('phoneBind'))
      dialogs.push({ kind: 'phone', id: 'phone' })
  }, [user, dialogs])

  if (!current) return null
  const go = (to: string) => {
    dialogs.close()
    navigate(to)
  }
  if (current.kind === 'message') {
    const m = current.payload as Message
    return (
      <Modal
        open
        title={m.title}
        okText={t('shell.dialog.view')}
        cancelText={t('common.close')}
        onOk={() => go(messageDetailPath(m))}
        onCancel={dialogs.close}
        data-testid="message-dialog"
      >
        <Typography.Paragraph>{m.note}</Typography.Paragraph>
      </Modal>
    )
  }
  const isPassword = current.kind === 'password'
  return (
    <Modal
      open
      title={t(isPassword ? 'shell.dialog.passwordTitle' : 'shell.dialog.phoneTitle')}
      okText={t('shell.dialog.goSet')}
      cancelText={t('shell.dialog.later')}
      onOk={() => go(isPassword ? `${SETUP}/validate` : `${SETUP}/tel`)}
      onCancel={() => {
        // a dismissal not stored only shows the notice again at the next sign-in
        if (!isPassword) void api.call('user/notice/dismiss', { notice: 'phoneBind' }).catch(() => {})
        dialogs.close()
      }}
      data-testid={`${current.kind}-dialog`}
    >
      <Typography.Paragraph>
        {t(isPassword ? 'shell.dialog.passwordText' : 'shell.dialog.phoneText')}
      </Typography.Paragraph>
    </Modal>
  )
}
