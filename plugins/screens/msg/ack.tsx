// An alarm message's acknowledgement (issue 31): acknowledging from the message centre takes an optional
// note (`msg/acknowledgeAlarm`); once the alarm is acknowledged, from here or anywhere else, its messages
// show who did and the note, whole on hover.
import { Button, Form, Input, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ALARM_NOTE_MAX } from '../../../schemas/api/live.ts'
import { FormDialog } from '../shared/form-dialog.tsx'
import { formatTime } from '../shared/format.ts'
import type { Message } from '../shared/message.ts'
import { useServices } from '../shared/services.tsx'

/** One line, cut with "…" (the whole on hover). */
const CUT = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const

export function AckCell({ m, onDone }: { m: Message; onDone: () => void }) {
  const { t } = useTranslation('msg')
  const { api } = useServices()
  const [open, setOpen] = useState(false)
  if (m.type !== 'alarm') return null
  if (m.ack) {
    const who = t('ackedAt', { who: m.ack.by, when: formatTime(m.ack.at) })
    return (
      <div data-testid="ack-done" style={{ lineHeight: 1.35 }}>
        <Typography.Text type="secondary" ellipsis={{ tooltip: who }} style={{ display: 'block' }}>
          {t('ackedBy', { who: m.ack.by })}
        </Typography.Text>
        {m.ack.note && (
          <div title={m.ack.note} style={CUT} data-testid="ack-note">
            {m.ack.note}
          </div>
        )}
      </div>
    )
  }
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid="ack-alarm">
        {t('ack')}
      </Button>
      {open && (
        <FormDialog<{ note?: string }>
          title={t('ackTitle')}
          testId="msg-ack-form"
          onClose={(saved) => {
            setOpen(false)
            if (saved) onDone()
          }}
          submit={({ note }) =>
            api.call('msg/acknowledgeAlarm', { id: m.id, note: note?.trim() || undefined })
          }
        >
          <Form.Item name="note" label={t('ackNote')}>
            <Input.TextArea rows={3} maxLength={ALARM_NOTE_MAX} showCount placeholder={t('ackNoteHint')} />
          </Form.Item>
        </FormDialog>
      )}
    </>
  )
}
