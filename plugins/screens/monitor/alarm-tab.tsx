// A device's alarms (platform spec §2 alarm info; issue 31): level, text, value, repeats, times, and what an
// operator does to an open one: acknowledge it with a note, shelve it for a time with a reason, unshelve
// it. A row opens to the alarm's history (the note and the shelving in it) and, for those who may read
// the outbox, what was sent for it (issue 38). A manager of work orders makes one from an alarm.
import { Button, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatValue } from '../../../core/binding/index.ts'
import type { AlarmRecordView } from '../../../schemas/entities/live.ts'
import { AlarmHistory } from '../shared/alarm-history.tsx'
import { LEVEL_COLOUR } from '../shared/alarm-level.ts'
import { AlarmDeliveries } from '../shared/deliveries.tsx'
import { formatTime } from '../shared/format.ts'
import { OPS_KEYS } from '../shared/maintenance/keys.ts'
import { useServices } from '../shared/services.tsx'
import { useAction } from '../shared/useAction.ts'
import { AckDialog, type OrderPrefill, ShelveDialog, WorkOrderDialog } from './alarm-dialogs.tsx'
import { MONITOR_KEYS } from './keys.ts'
import { langOf, type Signal } from './live.ts'
import { RecordsTab } from './tabs.tsx'

/** who may read the outbox (operations manifest) sees each alarm's notifications */
const OUTBOX_KEY = 'manage_notify_outbox'

type Dialog =
  | { kind: 'ack' | 'shelve'; alarmId: string }
  | { kind: 'order'; alarmId: string; prefill: OrderPrefill }

/** The alarm's history, and what was sent for it to those who may read the outbox. */
function AlarmDetail({ alarmId }: { alarmId: string }) {
  const { t } = useTranslation('monitor')
  const { hasAuth } = useServices()
  return (
    <div data-testid="alarm-detail">
      <Typography.Title level={5}>{t('alarmHistory')}</Typography.Title>
      <AlarmHistory alarmId={alarmId} ns="monitor" />
      {hasAuth(OUTBOX_KEY) && (
        <>
          <Typography.Title level={5}>{t('deliveries')}</Typography.Title>
          <AlarmDeliveries alarmId={alarmId} ns="monitor" />
        </>
      )}
    </div>
  )
}

/** Acknowledged, shelved (until when, why, on hover), or neither. */
function AlarmState({ a }: { a: AlarmRecordView }) {
  const { t } = useTranslation('monitor')
  return (
    <Space size={4} wrap>
      {a.confirmedAt !== null && (
        <Tooltip title={a.ackNote || undefined}>
          <Tag data-testid="alarm-acked">{t('confirmed')}</Tag>
        </Tooltip>
      )}
      {a.shelvedUntil !== null && (
        <Tooltip title={t('eventReason', { reason: a.shelveReason })}>
          <Tag color="purple" data-testid="alarm-shelved">
            {t('shelvedUntil', { time: formatTime(a.shelvedUntil) })}
          </Tag>
        </Tooltip>
      )}
    </Space>
  )
}

/**
 * Acknowledge, shelve or unshelve an alarm still open (shelving needs the alarm key); make a work order
 * from any alarm (needs the work-order manager's key), prefilled with the alarm as shown (`value`).
 */
function AlarmActions({
  a,
  value,
  open,
  done,
}: {
  a: AlarmRecordView
  value: string
  open: (d: Dialog) => void
  done: () => void
}) {
  const { t } = useTranslation('monitor')
  const { api, hasAuth } = useServices()
  const { run } = useAction()
  const canShelve = hasAuth(MONITOR_KEYS.alarm) && a.resolvedAt === null
  const level = t(`level.${a.level}`, a.level)
  const prefill = {
    equipmentId: a.equipmentId,
    description: `${level} ${a.text}`,
    content: t('orderPrefill', { text: a.text, level, time: formatTime(a.triggeredAt), value }),
  }
  return (
    <Space size={4} wrap>
      {hasAuth(OPS_KEYS.manage) && (
        <Button
          size="small"
          onClick={() => open({ kind: 'order', alarmId: a.id, prefill })}
          data-testid="alarm-order"
        >
          {t('makeOrder')}
        </Button>
      )}
      {a.confirmedAt === null && (
        <Button size="small" onClick={() => open({ kind: 'ack', alarmId: a.id })} data-testid="alarm-ack">
          {t('confirm')}
        </Button>
      )}
      {canShelve && a.shelvedUntil === null && (
        <Button
          size="small"
          onClick={() => open({ kind: 'shelve', alarmId: a.id })}
          data-testid="alarm-shelve"
        >
          {t('shelve')}
        </Button>
      )}
      {canShelve && a.shelvedUntil !== null && (
        <Popconfirm
          title={t('unshelveConfirm')}
          onConfirm={() => run(() => api.call('alarm/unshelve', { id: a.id })).then(done)}
        >
          <Button size="small" data-testid="alarm-unshelve">
            {t('unshelve')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  )
}

export function AlarmTab({
  equipmentId,
  auth,
  signals = [],
  alarmId,
}: {
  equipmentId: string
  auth: string
  /** the device's signals: older records kept the raw value, shown here by the signal's meta */
  signals?: readonly Signal[]
  /** a deep link's alarm (the outbox's link), opened to its history and notifications */
  alarmId?: string
}) {
  const { t, i18n } = useTranslation('monitor')
  const lang = langOf(i18n.language)
  const signalOf = (id: string | null) => signals.find((s) => s.signalId === id)
  const shownValue = (a: AlarmRecordView) => formatValue(a.value, signalOf(a.signalId), { lang, empty: '' })
  const [version, setVersion] = useState(0)
  const [dialog, setDialog] = useState<Dialog>()
  const done = () => setVersion((v) => v + 1)
  const close = (saved: boolean) => {
    setDialog(undefined)
    if (saved) done()
  }
  return (
    <>
      <RecordsTab
        key={version}
        path="alarm/query"
        body={{ equipmentId }}
        auth={auth}
        denied={t('noAlarmAuth')}
        expandable={{
          expandedRowRender: (a: { id: string }) => <AlarmDetail alarmId={a.id} />,
          ...(alarmId ? { defaultExpandedRowKeys: [alarmId] } : {}),
        }}
        columns={[
          {
            title: t('level'),
            render: (a) => <Tag color={LEVEL_COLOUR[a.level]}>{t(`level.${a.level}`, a.level)}</Tag>,
          },
          { title: t('text'), render: (a) => a.text },
          {
            title: t('value'),
            render: shownValue,
          },
          { title: t('occurrences'), render: (a) => a.occurrences },
          { title: t('triggeredAt'), render: (a) => formatTime(a.triggeredAt) },
          { title: t('resolvedAt'), render: (a) => formatTime(a.resolvedAt) },
          { title: t('alarmState'), render: (a) => <AlarmState a={a} /> },
          {
            title: t('action'),
            render: (a) => <AlarmActions a={a} value={shownValue(a)} open={setDialog} done={done} />,
          },
        ]}
      />
      {dialog?.kind === 'ack' && <AckDialog alarmId={dialog.alarmId} onClose={close} />}
      {dialog?.kind === 'shelve' && <ShelveDialog alarmId={dialog.alarmId} onClose={close} />}
      {dialog?.kind === 'order' && (
        <WorkOrderDialog alarmId={dialog.alarmId} prefill={dialog.prefill} onClose={close} />
      )}
    </>
  )
}
