// The info tab: the device's fields and asset record (asset-part.tsx), its gateway (bind by SN and code, unbind), its template (bind,
// replace, unbind), the IoT card its ICCID names, sharing with a password and permissions, and the authorised users (≤ 50, §6).
import {
  Button,
  Checkbox,
  Col,
  Descriptions,
  Form,
  Input,
  Popconfirm,
  Row,
  Select,
  Space,
  Switch,
  Table,
  Typography,
} from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { sharePassword, sn, verifyCode } from '../../../core/validation/index.ts'
import type { Device, DeviceUser } from '../../../schemas/entities/equipment.ts'
import { requiredRule, ruleOf } from '../shared/rules.ts'
import { useDirty, useServices } from '../shared/services.tsx'
import { ShareLinks } from '../shared/share-links.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'
import { DeviceFields, type DeviceForm, deviceForm } from './add.tsx'
import { AssetFields, type AssetForm, assetForm, CardPart } from './asset-part.tsx'
import { StateBadge } from './list.tsx'
import { SparkplugPart } from './sparkplug-part.tsx'

export const MAX_DEVICE_USERS = 50

export function InfoTab({ device, reload }: { device: Device; reload: () => Promise<void> }) {
  const { api } = useServices()
  const { t } = useTranslation('equipment')
  const { id } = device
  const [form] = Form.useForm<DeviceForm & AssetForm>()
  const { busy, run } = useAction()
  const [dirty, setDirty] = useState(false)
  useDirty(dirty)
  useEffect(() => {
    form.setFieldsValue({ ...deviceForm(device), ...assetForm(device) })
  }, [device, form])
  const save = async (values: DeviceForm & AssetForm) => {
    const blank = { factoryDate: '', installDate: '', manufacturer: '', deviceNo: '', iccid: '' }
    const body = {
      ...blank,
      ...values,
      groupId: values.groupId ?? '',
      warrantyMonths: values.warrantyMonths ?? null,
    }
    if ((await run(() => api.call('equipment/multi/edit', { id, ...body }))) === undefined) return
    setDirty(false)
    await reload()
  }

  return (
    <Row gutter={32}>
      <Col xs={24} lg={12}>
        <Form<DeviceForm & AssetForm>
          form={form}
          layout="vertical"
          onFinish={save}
          onValuesChange={() => setDirty(true)}
        >
          <DeviceFields withGateway={false} />
          <AssetFields />
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('common.save')}
          </Button>
        </Form>
      </Col>
      <Col xs={24} lg={12}>
        <GatewayPart device={device} reload={reload} />
        {device.sn && <SparkplugPart equipmentId={id} />}
        <CardPart key={device.iccid} device={device} />
        <TemplatePart device={device} reload={reload} />
        <SharePart id={id} />
        <UsersPart id={id} />
      </Col>
    </Row>
  )
}

function GatewayPart({ device, reload }: { device: Device; reload: () => Promise<void> }) {
  const { api } = useServices()
  const { t } = useTranslation('equipment')
  const { run } = useAction()
  return (
    <section data-testid="gateway-part">
      <Typography.Title level={5}>{t('gateway')}</Typography.Title>
      {device.sn ? (
        <Space>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('sn')}>{device.sn}</Descriptions.Item>
            <Descriptions.Item label={t('state')}>
              <StateBadge state={device.state} />
            </Descriptions.Item>
            {gatewayDetails(device, t)}
          </Descriptions>
          <Popconfirm
            title={t('confirmUnbind')}
            onConfirm={() =>
              run(() => api.call('equipment/multi/unbindGateway', { id: device.id })).then(reload)
            }
          >
            <Button danger>{t('unbindGateway')}</Button>
          </Popconfirm>
        </Space>
      ) : (
        <Form
          layout="inline"
          onFinish={(v: { sn: string; code: string }) =>
            run(() => api.call('equipment/multi/bindGateway', { id: device.id, ...v })).then(reload)
          }
        >
          <Form.Item name="sn" rules={[requiredRule(t), ruleOf(sn, t)]}>
            <Input placeholder={t('sn')} maxLength={12} />
          </Form.Item>
          <Form.Item name="code" rules={[requiredRule(t), ruleOf(verifyCode, t)]}>
            <Input placeholder={t('code')} maxLength={6} />
          </Form.Item>
          <Button htmlType="submit">{t('bindGateway')}</Button>
        </Form>
      )}
    </section>
  )
}

/** What the gateway reported in its last birth (firmware, network, signal, LAN), as description items. */
function gatewayDetails(device: Device, t: ReturnType<typeof useTranslation>['t']) {
  const none = <Typography.Text type="secondary">{t('gw.notReported')}</Typography.Text>
  const lan = device.lan
  const lanText = lan?.lanIp ? `${lan.lanIp} / ${lan.lanMask} · MAC ${lan.mac}` : ''
  return [
    <Descriptions.Item key="firmware" label={t('gw.firmware')}>
      {device.firmwareVersion || none}
    </Descriptions.Item>,
    <Descriptions.Item key="network" label={t('gw.networkMode')}>
      {device.networkMode || none}
    </Descriptions.Item>,
    <Descriptions.Item key="signal" label={t('gw.signal')}>
      {device.signalStrength === null ? t('gw.wired') : `${device.signalStrength} dBm`}
    </Descriptions.Item>,
    <Descriptions.Item key="lan" label={t('gw.lan')}>
      {lanText || none}
    </Descriptions.Item>,
  ]
}

function TemplatePart({ device, reload }: { device: Device; reload: () => Promise<void> }) {
  const { api } = useServices()
  const { t } = useTranslation('equipment')
  const { run } = useAction()
  const templates = useQueryCall('template/query', {
    pageNo: 1,
    pageSize: 100,
  })
  const [templateId, setTemplateId] = useState<string | undefined>(device.templateId ?? undefined)
  return (
    <section style={{ marginTop: 24 }}>
      <Typography.Title level={5}>{t('template')}</Typography.Title>
      <Space wrap>
        <Select
          style={{ width: 220 }}
          placeholder={t('noTemplate')}
          value={templateId}
          onChange={setTemplateId}
          options={(templates.data?.list ?? []).map((tp) => ({ value: tp.id, label: tp.name }))}
        />
        <Button
          disabled={!templateId || templateId === device.templateId}
          onClick={() =>
            templateId &&
            run(() => api.call('equipment/multi/bindTemplate', { id: device.id, templateId })).then(reload)
          }
        >
          {t('bindTemplate')}
        </Button>
        <Button
          danger
          disabled={!device.templateId}
          onClick={() =>
            run(() => api.call('equipment/multi/unbindTemplate', { id: device.id })).then(reload)
          }
        >
          {t('unbindTemplate')}
        </Button>
      </Space>
    </section>
  )
}

const SHARE_AUTHS = ['topMenu', 'menu', 'write'] as const

function SharePart({ id }: { id: string }) {
  const { api } = useServices()
  const { t } = useTranslation('equipment')
  const { run } = useAction()
  const share = useQueryCall('equipment/multi/share/info', { equipId: id })
  const auth = share.data?.auth ?? { topMenu: false, menu: false, write: false }
  return (
    <section style={{ marginTop: 24 }}>
      <Typography.Title level={5}>{t('share')}</Typography.Title>
      <Form
        layout="inline"
        onFinish={(v: { shared: boolean; password?: string }) =>
          run(() => api.call('equipment/multi/share/editPwd', { equipId: id, ...v })).then(share.reload)
        }
        initialValues={{ shared: share.data?.shared ?? false }}
        key={String(share.data?.shared)}
      >
        <Form.Item name="shared" valuePropName="checked">
          <Switch checkedChildren={t('shared')} unCheckedChildren={t('notShared')} />
        </Form.Item>
        <Form.Item name="password" rules={[ruleOf(sharePassword, t)]}>
          <Input.Password placeholder={t('sharePassword')} />
        </Form.Item>
        <Button htmlType="submit">{t('common.save')}</Button>
      </Form>
      <Space style={{ marginTop: 8 }}>
        {SHARE_AUTHS.map((k) => (
          <Checkbox
            key={k}
            checked={Boolean(auth[k])}
            onChange={(e) =>
              run(() =>
                api.call('equipment/multi/share/editAuth', {
                  equipId: id,
                  auth: { ...auth, [k]: e.target.checked },
                }),
              ).then(share.reload)
            }
          >
            {t(`auth.${k}`)}
          </Checkbox>
        ))}
      </Space>
      <ShareLinks owner={{ equipmentId: id }} ns="equipment" shared={share.data?.shared === true} />
    </section>
  )
}

function UsersPart({ id }: { id: string }) {
  const { api } = useServices()
  const { t } = useTranslation('equipment')
  const { run } = useAction()
  const users = useQueryCall('equipment/multi/user/query', { equipId: id })
  const list = users.data ?? []
  return (
    <section style={{ marginTop: 24 }}>
      <Typography.Title level={5}>{t('users')}</Typography.Title>
      <Form
        layout="inline"
        onFinish={(v: { loginname: string }) =>
          run(() => api.call('equipment/multi/user/add', { equipId: id, loginname: v.loginname })).then(
            users.reload,
          )
        }
      >
        <Form.Item name="loginname" rules={[requiredRule(t)]}>
          <Input placeholder={t('loginname')} />
        </Form.Item>
        <Button
          htmlType="submit"
          disabled={list.length >= MAX_DEVICE_USERS}
          title={t('usersMax', { n: MAX_DEVICE_USERS })}
        >
          {t('addUser')}
        </Button>
      </Form>
      <Table<DeviceUser>
        size="small"
        rowKey="accountId"
        style={{ marginTop: 8 }}
        dataSource={list}
        pagination={false}
        columns={[
          { title: t('loginname'), dataIndex: 'loginname' },
          {
            title: t('actions'),
            render: (_, u) => (
              <Button
                type="link"
                danger
                size="small"
                onClick={() =>
                  run(() =>
                    api.call('equipment/multi/user/delete', { equipId: id, accountId: u.accountId }),
                  ).then(users.reload)
                }
              >
                {t('common.delete')}
              </Button>
            ),
          },
        ]}
      />
    </section>
  )
}
