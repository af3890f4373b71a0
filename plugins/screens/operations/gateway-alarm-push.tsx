// How a gateway's offline and power-off alarms reach people (issue 21): its own push methods, voice
// loops and the alarm group whose chain escalates them while unacknowledged, or the enterprise's
// default (`alarm/push/query`, `alarm/push/edit`). Saved on its own: it is no part of the gateway's
// configuration the agent gets.
import { Button, Checkbox, InputNumber, Select, Space, Switch, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AlarmPushView } from '../../../schemas/entities/alarm-push.ts'
import { PUSH_METHODS } from '../../../schemas/entities/equipment.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'

type Draft = Omit<AlarmPushView, 'gatewayId'>

export function GatewayAlarmPush({ gatewayId }: { gatewayId: string }) {
  const { t } = useTranslation('operations')
  const { api } = useServices()
  const { run, busy } = useAction()
  const current = useQueryCall('alarm/push/query', { gatewayId })
  const groups = useQueryCall('alarm/group/query', { pageSize: 100 })
  const [draft, setDraft] = useState<Draft>()
  useEffect(() => setDraft(current.data), [current.data])
  if (!draft) return null
  const set = (change: Partial<Draft>) => setDraft({ ...draft, ...change })
  const save = async () => {
    const body = draft.inherited
      ? { gatewayId, inherit: true }
      : {
          gatewayId,
          pushMethods: draft.pushMethods,
          voiceLoops: draft.voiceLoops,
          alarmGroupId: draft.alarmGroupId,
        }
    const after = await run(() => api.call('alarm/push/edit', body))
    if (after) setDraft(after)
  }
  return (
    <section data-testid="gw-alarm-push">
      <Typography.Title level={5}>{t('gw.push')}</Typography.Title>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Switch
          checked={draft.inherited}
          onChange={(inherited) => set({ inherited })}
          checkedChildren={t('gw.pushInherited')}
          unCheckedChildren={t('gw.pushOwn')}
        />
        <Checkbox.Group
          disabled={draft.inherited}
          value={draft.pushMethods}
          onChange={(v) => set({ pushMethods: v as Draft['pushMethods'] })}
          options={PUSH_METHODS.map((m) => ({ value: m, label: t(`channel.${m}`) }))}
        />
        <Space wrap>
          <span>{t('gw.voiceLoops')}</span>
          <InputNumber
            disabled={draft.inherited || !draft.pushMethods.includes('voice')}
            min={0}
            max={10}
            precision={0}
            value={draft.voiceLoops}
            onChange={(v) => set({ voiceLoops: v ?? 0 })}
          />
          <span>{t('gw.alarmGroup')}</span>
          <Select
            disabled={draft.inherited}
            style={{ width: 220 }}
            value={draft.alarmGroupId}
            onChange={(alarmGroupId) => set({ alarmGroupId })}
            data-testid="gw-alarm-group"
            options={[
              { value: '', label: t('gw.noAlarmGroup') },
              ...(groups.data?.list ?? []).map((g) => ({ value: g.id, label: g.name })),
            ]}
          />
        </Space>
        <Button onClick={save} loading={busy} data-testid="gw-push-save">
          {t('gw.pushSave')}
        </Button>
      </Space>
    </section>
  )
}
