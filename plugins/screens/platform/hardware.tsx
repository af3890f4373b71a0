// Gateway hardware (issue 35, `/manage/system/hardware`): the registered gateways (SN, series, model,
// firmware, which enterprise holds each), registering one (SN and code; its model gives its series), and
// the models with their capacities (models.tsx), and the firmware packages and upgrades (firmware.tsx).
// The GM centre's DTU modules and models entries open it filtered to an operating centre (`?centre=`, its
// enterprises' gateways and the models they use) and on a tab (`?view=models`; `firmware` for the packages).
import { Alert, Button, Card, Form, Input, Select, Space, Table, Tabs, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import type { EndpointAnswer } from '../../../schemas/api/endpoints.ts'
import type { HardwareRegisterBody } from '../../../schemas/api/hardware.ts'
import { FormDialog } from '../shared/form-dialog.tsx'
import { requiredRule } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useQueryCall } from '../shared/useAction.ts'
import { usePagedCall } from '../shared/usePaged.ts'
import { Firmware } from './firmware.tsx'
import { Models } from './models.tsx'

type Row = EndpointAnswer<'system/hardware/query'>['list'][number]
type NewGateway = HardwareRegisterBody['gateways'][number]

function RegisterDialog({ onClose }: { onClose: (saved: boolean) => void }) {
  const { t } = useTranslation('platform')
  const { t: common } = useTranslation()
  const { api } = useServices()
  const models = useQueryCall('system/model/query', { pageSize: 100 })
  return (
    <FormDialog<NewGateway>
      title={t('register')}
      testId="register-form"
      submit={(v) => api.call('system/hardware/register', { gateways: [v] })}
      onClose={onClose}
    >
      <Form.Item
        name="sn"
        label={t('sn')}
        rules={[requiredRule(common), { pattern: /^[0-9]{12}$/, message: t('snRule') }]}
      >
        <Input maxLength={12} data-testid="register-sn" />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('code')}
        rules={[requiredRule(common), { pattern: /^[0-9]{6}$/, message: t('codeRule') }]}
      >
        <Input maxLength={6} data-testid="register-code" />
      </Form.Item>
      <Form.Item name="model" label={t('model')}>
        <Select
          allowClear
          loading={models.loading}
          options={(models.data?.list ?? []).map((m) => ({
            value: m.model,
            label: `${m.model} (${t(`series.${m.series}`)})`,
          }))}
          data-testid="register-model"
        />
      </Form.Item>
      <Form.Item name="firmwareVersion" label={t('firmware')} rules={[{ max: 32 }]}>
        <Input />
      </Form.Item>
    </FormDialog>
  )
}

/** Why registering is refused now, if it is: the licence's gateways are all used, or it has expired. */
function LicenceBanner({ view }: { view: EndpointAnswer<'system/license/query'> | undefined }) {
  const { t } = useTranslation('platform')
  const licence = view?.licence
  if (!view || !licence) return null
  const message = view.expired
    ? t('expired')
    : view.used.gateways >= licence.gateways
      ? t('gatewaysFull', { limit: licence.gateways, used: view.used.gateways })
      : null
  if (!message) return null
  return (
    <Alert
      type="warning"
      showIcon
      message={message}
      style={{ marginBottom: 16 }}
      data-testid="licence-limit"
    />
  )
}

function Gateways({ centre }: { centre: string | undefined }) {
  const { t } = useTranslation('platform')
  const [keyword, setKeyword] = useState('')
  const [registering, setRegistering] = useState(false)
  const paged = usePagedCall('system/hardware/query', {
    ...(keyword ? { keyword } : {}),
    ...(centre ? { centre } : {}),
  })
  const licence = useQueryCall('system/license/query', {})
  return (
    <div data-testid="hardware-gateways">
      <LicenceBanner view={licence.data} />
      <Space style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={`${t('sn')} / ${t('model')}`}
          onSearch={setKeyword}
          style={{ width: 240 }}
        />
        <Button type="primary" onClick={() => setRegistering(true)} data-testid="register-open">
          {t('register')}
        </Button>
      </Space>
      <Table<Row>
        rowKey="id"
        dataSource={paged.rows}
        pagination={paged.pagination}
        loading={paged.loading}
        locale={{ emptyText: t('empty') }}
        columns={[
          { title: t('sn'), dataIndex: 'sn', width: 160 },
          { title: t('series'), width: 100, render: (_, g) => (g.series ? t(`series.${g.series}`) : '') },
          { title: t('model'), dataIndex: 'model' },
          { title: t('firmware'), dataIndex: 'firmwareVersion', width: 140 },
          { title: t('enterprise'), dataIndex: 'orgName', ellipsis: true },
          {
            title: t('bindState'),
            width: 120,
            render: (_, g) => (g.bound ? <Tag color="blue">{t('bound')}</Tag> : <Tag>{t('free')}</Tag>),
          },
        ]}
      />
      {registering && (
        <RegisterDialog
          onClose={(saved) => {
            setRegistering(false)
            if (saved) void paged.reload()
            void licence.reload()
          }}
        />
      )}
    </div>
  )
}

/** Which operating centre the screen is filtered to, with the way back to every gateway. */
function CentreFilter({ centre, view }: { centre: string; view: string }) {
  const { t } = useTranslation('platform')
  const centres = useQueryCall('gm/oc/query', {})
  const name = centres.data?.find((c) => c.id === centre)?.name ?? ''
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="hardware-centre"
      message={t('centreFilter', { name })}
      action={<Link to={`/manage/system/hardware?view=${view}`}>{t('centreFilterClear')}</Link>}
    />
  )
}

/** the tabs, each reachable by `?view=` */
const VIEWS = ['gateways', 'models', 'firmware'] as const

export function Hardware() {
  const { t } = useTranslation('platform')
  const [params, setParams] = useSearchParams()
  const centre = params.get('centre') ?? undefined
  const asked = params.get('view')
  const view = VIEWS.find((v) => v === asked) ?? 'gateways'
  const show = (key: string) =>
    setParams((p) => {
      p.set('view', key)
      return p
    })
  return (
    <Card title={t('hardwareTitle')} data-testid="hardware">
      {centre && <CentreFilter centre={centre} view={view} />}
      <Tabs
        activeKey={view}
        onChange={show}
        items={[
          { key: 'gateways', label: t('gatewaysTab'), children: <Gateways centre={centre} /> },
          { key: 'models', label: t('modelsTab'), children: <Models centre={centre} /> },
          { key: 'firmware', label: t('firmwareTab'), children: <Firmware /> },
        ]}
      />
    </Card>
  )
}
