// The gateway drawer's anti-tamper section (issue 21, platform spec §3 Gateway: formula X, write-back,
// offline stop minutes; edge/agent/anti-tamper.ts): the switch, the formula, the write-back variable
// picked among the bound device's variables a driver both reads and writes (by name, with unit: nobody
// types an id), the offline stop minutes, and the state the gateway reports (answering, stopped offline,
// failing with the catalogue text of its code).
import { Form, Input, InputNumber, Select, Space, Switch, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { AntiTamperStatus } from '../../../schemas/edge/commands.ts'
import type { GatewayRowView } from '../../../schemas/entities/gateway-settings.ts'
import { formatTime } from '../shared/format.ts'
import { useServices } from '../shared/services.tsx'
import { useQueryCall } from '../shared/useAction.ts'

const COLOUR: Record<AntiTamperStatus['state'], string> = {
  answering: 'success',
  stoppedOffline: 'warning',
  error: 'error',
}

/** What the gateway reports of anti-tamper, in words. */
function AntiTamperState({ status }: { status: AntiTamperStatus | null }) {
  const { t } = useTranslation('operations')
  const { codeText } = useServices()
  if (!status) return <Typography.Text type="secondary">{t('gw.at.none')}</Typography.Text>
  return (
    <Space size={4} wrap data-testid="gw-antiTamperState">
      <Tag color={COLOUR[status.state]}>{t(`gw.at.${status.state}`)}</Tag>
      <Typography.Text type="secondary">
        {t('gw.at.since', { time: formatTime(status.since) })}
        {status.answeredAt !== undefined &&
          ` · ${t('gw.at.answered', { time: formatTime(status.answeredAt) })}`}
      </Typography.Text>
      {status.code !== undefined && <Typography.Text type="danger">{codeText(status.code)}</Typography.Text>}
    </Space>
  )
}

/** The write-back variable: device variables of the bound device on a driver, read and written. */
function WriteBackSelect({
  equipmentId,
  ...bound
}: {
  equipmentId: string | null
  value?: string
  onChange?: (v: string) => void
}) {
  const { t } = useTranslation('operations')
  const rows = useQueryCall(equipmentId ? 'equipment/signal/query' : undefined, {
    equipmentId: equipmentId ?? undefined,
  })
  const options = (rows.data ?? [])
    .filter((v) => v.kind === 'device' && v.driverId !== null && v.rw === 'rw')
    .map((v) => ({ value: v.id, label: v.unit ? `${v.name} (${v.unit})` : v.name }))
  return (
    <Select
      {...bound}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={rows.loading}
      disabled={!equipmentId}
      options={options}
      placeholder={t(equipmentId ? 'gw.at.pick' : 'gw.at.noDevice')}
      notFoundContent={t('gw.at.noVariables')}
      data-testid="gw-antiTamperWriteBack"
    />
  )
}

export function AntiTamperFields({ gateway }: { gateway: GatewayRowView }) {
  const { t } = useTranslation('operations')
  const on = Form.useWatch('antiTamper') === true
  const required = { required: on, message: t('gw.at.required') }
  return (
    <>
      <Form.Item name="antiTamper" label={t('gw.antiTamper')} valuePropName="checked">
        <Switch data-testid="gw-antiTamper" />
      </Form.Item>
      <Form.Item label={t('gw.at.state')}>
        <AntiTamperState status={gateway.antiTamperStatus} />
      </Form.Item>
      <Form.Item
        name="antiTamperFormula"
        label={t('gw.antiTamperFormula')}
        extra={t('gw.at.formulaHelp')}
        rules={[required, { max: 200 }, { pattern: /^[X\d+\-*/(). ]*$/, message: t('gw.badFormula') }]}
      >
        <Input placeholder="X*10" data-testid="gw-antiTamperFormula" />
      </Form.Item>
      <Form.Item
        name="antiTamperWriteBack"
        label={t('gw.antiTamperWriteBack')}
        extra={t('gw.at.writeBackHelp')}
        rules={[required]}
      >
        <WriteBackSelect equipmentId={gateway.equipmentId} />
      </Form.Item>
      <Form.Item
        name="antiTamperOfflineStopMinutes"
        label={t('gw.antiTamperOfflineStopMinutes')}
        extra={t('gw.at.offlineHelp')}
      >
        <InputNumber min={0} max={10080} precision={0} addonAfter={t('gw.minutes')} />
      </Form.Item>
    </>
  )
}
