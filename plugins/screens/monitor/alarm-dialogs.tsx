// What an operator does to an alarm in its list (issue 31, ISA-18.2): acknowledge it with an optional
// note (`alarm/confirm`), shelve it for a chosen time with a reason (`alarm/shelve`: recorded, telling no
// one, back when the time ends). Both land in the alarm's history and the operation log (server side).
// A manager makes a work order from it (`ops/repair/add` with the alarm), prefilled with the alarm's
// level, text, time and value; the order links back and the alarm's history names it.
import { Form, Input, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { ALARM_NOTE_MAX, SHELVE_MINUTES_MAX } from '../../../schemas/api/live.ts'
import { FormDialog } from '../shared/form-dialog.tsx'
import { useServices } from '../shared/services.tsx'

/** The shelving times offered, in minutes: a quarter hour to the longest the API takes (7 days). */
export const SHELVE_MINUTES = [15, 60, 240, 480, 1440, SHELVE_MINUTES_MAX] as const

type Done = { alarmId: string; onClose: (saved: boolean) => void }

/** What a work order made from an alarm starts with; the manager may change it before saving. */
export type OrderPrefill = { equipmentId: string; description: string; content: string }

/** The description and content limits of `ops/repair/add` (schemas/api/ops.ts). */
const ORDER_TEXT_MAX = { description: 200, content: 1000 } as const

export function WorkOrderDialog({ alarmId, prefill, onClose }: Done & { prefill: OrderPrefill }) {
  const { t } = useTranslation('monitor')
  const { api } = useServices()
  return (
    <FormDialog<{ description: string; content?: string }>
      title={t('orderTitle')}
      testId="alarm-order-form"
      initialValues={{
        description: prefill.description.slice(0, ORDER_TEXT_MAX.description),
        content: prefill.content.slice(0, ORDER_TEXT_MAX.content),
      }}
      onClose={onClose}
      submit={({ description, content }) =>
        api.call('ops/repair/add', {
          equipmentId: prefill.equipmentId,
          alarmId,
          description: description.trim(),
          content: content?.trim() || undefined,
        })
      }
    >
      <Form.Item
        name="description"
        label={t('orderDescription')}
        rules={[{ required: true, whitespace: true, message: t('orderDescriptionRequired') }]}
      >
        <Input maxLength={ORDER_TEXT_MAX.description} data-testid="alarm-order-description" />
      </Form.Item>
      <Form.Item name="content" label={t('orderContent')}>
        <Input.TextArea rows={4} maxLength={ORDER_TEXT_MAX.content} showCount />
      </Form.Item>
    </FormDialog>
  )
}

export function AckDialog({ alarmId, onClose }: Done) {
  const { t } = useTranslation('monitor')
  const { api } = useServices()
  return (
    <FormDialog<{ note?: string }>
      title={t('ackTitle')}
      testId="ack-form"
      onClose={onClose}
      submit={({ note }) => api.call('alarm/confirm', { id: alarmId, note: note?.trim() || undefined })}
    >
      <Form.Item name="note" label={t('ackNote')}>
        <Input.TextArea rows={3} maxLength={ALARM_NOTE_MAX} showCount placeholder={t('ackNoteHint')} />
      </Form.Item>
    </FormDialog>
  )
}

export function ShelveDialog({ alarmId, onClose }: Done) {
  const { t } = useTranslation('monitor')
  const { api } = useServices()
  return (
    <FormDialog<{ minutes: number; reason: string }>
      title={t('shelveTitle')}
      testId="shelve-form"
      initialValues={{ minutes: 60 }}
      onClose={onClose}
      submit={({ minutes, reason }) =>
        api.call('alarm/shelve', { id: alarmId, minutes, reason: reason.trim() })
      }
    >
      <Form.Item name="minutes" label={t('shelveFor')} rules={[{ required: true }]}>
        <Select
          data-testid="shelve-minutes"
          options={SHELVE_MINUTES.map((m) => ({ value: m, label: t(`shelve.${m}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('shelveReason')}
        rules={[{ required: true, whitespace: true, message: t('shelveReasonRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={ALARM_NOTE_MAX} showCount />
      </Form.Item>
    </FormDialog>
  )
}
