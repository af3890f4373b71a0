// A gateway's detail drawer (issue 21, platform spec §3 Gateway): its facts, and its settings in four
// tabs (network, work mode and power, anti-tamper and alarms, MQTT connection) saved with
// `gateway/settings/edit`, then sent to the gateway with `equipment/multi/sync`. Settings a software
// gateway (our edge agent) cannot apply are marked so; a work-mode change asks for the gateway's restart.
import {
  Alert,
  Button,
  Descriptions,
  Drawer,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Switch,
  Tabs,
  Tag,
} from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  AGENT_APPLIES,
  type GatewayRowView,
  type GatewaySettings,
  MQTT_AUTH,
  WAN_MODES,
  WORK_MODES,
} from '../../../schemas/entities/gateway-settings.ts'
import { formatTime } from '../shared/format.ts'
import { useServices } from '../shared/services.tsx'
import { useAction } from '../shared/useAction.ts'
import { AntiTamperFields } from './anti-tamper-part.tsx'
import { GatewayAlarmPush } from './gateway-alarm-push.tsx'

const IPV4 = /^((25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(25[0-5]|2[0-4]\d|1?\d?\d)$/
const MAC = /^([0-9A-Fa-f]{2}[:-]){5}[0-9A-Fa-f]{2}$/
const applies = (key: keyof GatewaySettings) => (AGENT_APPLIES as readonly string[]).includes(key)

export function GatewayDrawer({
  gateway,
  onClose,
}: {
  gateway: GatewayRowView
  onClose: (changed: boolean) => void
}) {
  const { t } = useTranslation('operations')
  const { api } = useServices()
  const { run, busy } = useAction()
  const [form] = Form.useForm<GatewaySettings>()
  const [restart, setRestart] = useState(false)
  const [saved, setSaved] = useState(false)
  const auth = Form.useWatch('mqttAuth', form)
  const ipRule = { pattern: IPV4, message: t('gw.badIp') }

  /** A field, with the mark of settings only hardware gateways apply. */
  const field = (name: keyof GatewaySettings, input: React.ReactNode, extra: object = {}) => (
    <Form.Item
      key={name}
      name={name}
      label={
        <Space size={4}>
          {t(`gw.${name}`)}
          {!applies(name) && (
            <Tag color="default" style={{ marginInlineEnd: 0 }} data-testid={`na-${name}`}>
              {t('gw.hardwareOnly')}
            </Tag>
          )}
        </Space>
      }
      {...extra}
    >
      {input}
    </Form.Item>
  )
  const toggle = (name: keyof GatewaySettings) =>
    field(name, <Switch data-testid={`gw-${name}`} />, { valuePropName: 'checked' })
  const options = (values: readonly string[], prefix: string) =>
    values.map((v) => ({ value: v, label: t(`${prefix}.${v}`) }))

  const save = async (values: GatewaySettings) => {
    const answer = await run(() => api.call('gateway/settings/edit', { gatewayId: gateway.id, ...values }))
    if (!answer) return
    setRestart(answer.restartRequired)
    setSaved(true)
  }
  const sync = async () => {
    if (!gateway.equipmentId) return
    if (
      (await run(() => api.runCommand('equipment/multi/sync', { equipmentId: gateway.equipmentId! }))) !==
      undefined
    )
      onClose(true)
  }

  return (
    <Drawer
      open
      width={760}
      title={`${t('gw.title')} ${gateway.sn}`}
      onClose={() => onClose(saved)}
      data-testid="gateway-drawer"
      extra={
        <Space>
          {saved && gateway.equipmentId && (
            <Button onClick={sync} loading={busy} data-testid="gw-sync">
              {t('gw.sync')}
            </Button>
          )}
          <Button type="primary" onClick={() => form.submit()} loading={busy} data-testid="gw-save">
            {t('gw.save')}
          </Button>
        </Space>
      }
    >
      <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('gw.series')}>{gateway.series || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('gw.firmware')}>{gateway.firmwareVersion || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('gw.lastSeen')}>
          {formatTime(gateway.lastSeenAt) || '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('gw.device')}>{gateway.equipmentName || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('gw.synced')}>
          <Tag color={gateway.synced ? 'success' : 'warning'}>
            {gateway.synced ? t('gw.isSynced') : t('gw.notSynced')}
          </Tag>
        </Descriptions.Item>
      </Descriptions>
      {saved && (
        <Alert
          type={restart ? 'warning' : 'success'}
          showIcon
          style={{ marginBottom: 16 }}
          message={restart ? t('gw.restart') : t('gw.savedSync')}
          data-testid="gw-saved"
        />
      )}
      <Form<GatewaySettings> form={form} layout="vertical" initialValues={gateway.settings} onFinish={save}>
        <Tabs
          items={[
            {
              key: 'network',
              label: t('gw.tabNetwork'),
              forceRender: true,
              children: (
                <>
                  {field('lanIp', <Input data-testid="gw-lanIp" />, { rules: [ipRule] })}
                  {field('subnetMask', <Input />, { rules: [ipRule] })}
                  {field('mac', <Input />, { rules: [{ pattern: MAC, message: t('gw.badMac') }] })}
                  {field('crossRoute', <Input placeholder="192.168.2.0/24 via 192.168.1.1" />, {
                    rules: [{ max: 100 }],
                  })}
                  {field('wanMode', <Select allowClear options={options(WAN_MODES, 'gw.wan')} />)}
                  {field('wanIp', <Input />, { rules: [ipRule] })}
                  {field('wifiSsid', <Input />, { rules: [{ max: 32 }] })}
                  {field('wifiPassword', <Input.Password placeholder={t('gw.keepSecret')} />, {
                    rules: [{ max: 63 }],
                  })}
                </>
              ),
            },
            {
              key: 'mode',
              label: t('gw.tabMode'),
              forceRender: true,
              children: (
                <>
                  {field(
                    'workMode',
                    <Select options={options(WORK_MODES, 'gw.mode')} data-testid="gw-workMode" />,
                  )}
                  {toggle('lowPower')}
                  {field(
                    'sleepDelay',
                    <InputNumber min={1} max={1440} precision={0} addonAfter={t('gw.minutes')} />,
                  )}
                  {toggle('baseStationLocation')}
                </>
              ),
            },
            {
              key: 'alarm',
              label: t('gw.tabAlarm'),
              forceRender: true,
              children: (
                <>
                  {toggle('offlineAlarm')}
                  {toggle('powerAlarm')}
                  <AntiTamperFields gateway={gateway} />
                  <GatewayAlarmPush gatewayId={gateway.id} />
                </>
              ),
            },
            {
              key: 'mqtt',
              label: t('gw.tabMqtt'),
              forceRender: true,
              children: (
                <>
                  {field('mqttHost', <Input data-testid="gw-mqttHost" />, { rules: [{ max: 253 }] })}
                  {field('mqttPort', <InputNumber min={1} max={65535} precision={0} />)}
                  {field('mqttClient', <Input />, { rules: [{ max: 64 }] })}
                  {field('mqttUser', <Input />, { rules: [{ max: 64 }] })}
                  {field('mqttPassword', <Input.Password placeholder={t('gw.keepSecret')} />, {
                    rules: [{ max: 64 }],
                  })}
                  {field(
                    'mqttTimeout',
                    <InputNumber min={1} max={300} precision={0} addonAfter={t('gw.seconds')} />,
                  )}
                  {field(
                    'mqttHeartbeat',
                    <InputNumber min={5} max={3600} precision={0} addonAfter={t('gw.seconds')} />,
                  )}
                  {field('mqttTopic', <Input />, { rules: [{ max: 200 }] })}
                  {field('mqttAuth', <Select options={options(MQTT_AUTH, 'gw.auth')} />)}
                  {auth &&
                    auth !== 'off' &&
                    field(
                      'mqttRootCert',
                      <Input.TextArea rows={3} placeholder="-----BEGIN CERTIFICATE-----" />,
                    )}
                  {auth === 'twoWay' && (
                    <>
                      {field(
                        'mqttClientCert',
                        <Input.TextArea rows={3} placeholder="-----BEGIN CERTIFICATE-----" />,
                        {
                          rules: [{ required: true, message: t('gw.certRequired') }],
                        },
                      )}
                      {field('mqttClientKey', <Input.TextArea rows={3} placeholder={t('gw.keepSecret')} />)}
                    </>
                  )}
                </>
              ),
            },
          ]}
        />
      </Form>
    </Drawer>
  )
}
