// Operating centres (`/monitor/gm/centres`, issue 36, platform spec §6 "operating-centre authorisation"):
// platform administrators name a centre, choose its enterprises and grant operators (by login name) read
// or write on it; deleting a centre or taking a grant back asks first. The calls are `gm/oc/*`.
import {
  Alert,
  Button,
  Card,
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { EndpointAnswer } from '../../../schemas/api/endpoints.ts'
import { FormDialog } from '../shared/form-dialog.tsx'
import { requiredRule } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'

type Centre = EndpointAnswer<'gm/oc/query'>[number]
type Operator = Centre['operators'][number]

/** Enterprises to choose from: the first page, or those whose name holds what was typed. */
function EnterprisePicker({
  known,
  value,
  onChange,
}: {
  known: Centre['enterprises']
  /** set by the form item */
  value?: string[]
  onChange?: (ids: string[]) => void
}) {
  const { t } = useTranslation('gm')
  const [keyword, setKeyword] = useState('')
  const found = useQueryCall('org/enterprise/query', { pageNo: 1, pageSize: 100, keyword })
  const options = new Map(known.map((e) => [e.id, e.name]))
  for (const e of found.data?.list ?? []) options.set(e.id, e.name)
  return (
    <Select
      value={value}
      onChange={onChange}
      mode="multiple"
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={found.loading}
      placeholder={t('chooseEnterprises')}
      options={[...options].map(([value, label]) => ({ value, label }))}
      data-testid="gm-oc-enterprises"
    />
  )
}

function CentreDialog({ centre, onClose }: { centre?: Centre; onClose: (saved: boolean) => void }) {
  const { api } = useServices()
  const { t } = useTranslation('gm')
  return (
    <FormDialog<{ name: string; enterprises: string[] }>
      title={centre ? t('editCentre') : t('addCentre')}
      testId="gm-oc-dialog"
      initialValues={{ name: centre?.name ?? '', enterprises: centre?.enterprises.map((e) => e.id) ?? [] }}
      submit={({ name, enterprises }) =>
        api.call('gm/oc/save', { ...(centre ? { centre: centre.id } : {}), name: name.trim(), enterprises })
      }
      onClose={onClose}
    >
      <Form.Item name="name" label={t('name')} rules={[requiredRule(t)]}>
        <Input maxLength={64} data-testid="gm-oc-name" />
      </Form.Item>
      <Form.Item name="enterprises" label={t('centreEnterprises')}>
        <EnterprisePicker known={centre?.enterprises ?? []} />
      </Form.Item>
    </FormDialog>
  )
}

function GrantDialog({ centre, onClose }: { centre: Centre; onClose: (saved: boolean) => void }) {
  const { api } = useServices()
  const { t } = useTranslation('gm')
  return (
    <FormDialog<{ loginname: string; write: boolean }>
      title={t('grantTitle', { name: centre.name })}
      testId="gm-oc-grant-dialog"
      initialValues={{ loginname: '', write: false }}
      submit={({ loginname, write }) =>
        api.call('gm/oc/grant', { centre: centre.id, loginname: loginname.trim(), write })
      }
      onClose={onClose}
    >
      <Form.Item name="loginname" label={t('operatorLogin')} rules={[requiredRule(t)]}>
        <Input maxLength={64} data-testid="gm-oc-loginname" />
      </Form.Item>
      <Form.Item name="write" label={t('mayWrite')} valuePropName="checked" extra={t('mayWriteHint')}>
        <Switch data-testid="gm-oc-write" />
      </Form.Item>
    </FormDialog>
  )
}

/** A centre's operators: read or write, each with a confirmed take-back. */
function Operators({ centre, changed }: { centre: Centre; changed: () => void }) {
  const { api } = useServices()
  const { t } = useTranslation('gm')
  const { run } = useAction()
  const grant = async (o: Operator, granted: boolean, write = o.write) => {
    const body = { centre: centre.id, loginname: o.loginname, write, granted }
    if ((await run(() => api.call('gm/oc/grant', body))) !== undefined) changed()
  }
  if (centre.operators.length === 0)
    return <Typography.Text type="secondary">{t('noOperators')}</Typography.Text>
  return (
    <Space size={[8, 8]} wrap>
      {centre.operators.map((o) => (
        <Tag key={o.accountId} color={o.write ? 'orange' : 'blue'} data-testid="gm-oc-operator">
          <Space size={4}>
            {o.loginname}
            <Button size="small" type="link" onClick={() => grant(o, true, !o.write)}>
              {o.write ? t('write') : t('readOnly')}
            </Button>
            <Popconfirm
              title={t('revokeConfirm', { login: o.loginname, name: centre.name })}
              onConfirm={() => grant(o, false)}
            >
              <Button size="small" type="link" danger data-testid="gm-oc-revoke">
                {t('revoke')}
              </Button>
            </Popconfirm>
          </Space>
        </Tag>
      ))}
    </Space>
  )
}

export function GmCentres() {
  const { api } = useServices()
  const { t } = useTranslation('gm')
  const { run } = useAction()
  const centres = useQueryCall('gm/oc/query', {})
  const [editing, setEditing] = useState<Centre | 'new'>()
  const [granting, setGranting] = useState<Centre>()
  const reload = () => void centres.reload()
  const remove = async (c: Centre) => {
    if ((await run(() => api.call('gm/oc/delete', { centre: c.id }))) !== undefined) reload()
  }
  const closed = (saved: boolean) => {
    setEditing(undefined)
    setGranting(undefined)
    if (saved) reload()
  }
  return (
    <Card
      data-testid="gm-centres"
      title={t('centres')}
      extra={
        <Button type="primary" onClick={() => setEditing('new')} data-testid="gm-oc-add">
          {t('addCentre')}
        </Button>
      }
    >
      {centres.error !== undefined ? (
        <Alert type="error" title={t('loadFailed')} />
      ) : (
        <Table<Centre>
          rowKey="id"
          loading={centres.loading}
          dataSource={centres.data}
          pagination={false}
          locale={{ emptyText: t('noCentres') }}
          columns={[
            { title: t('name'), dataIndex: 'name', width: 200 },
            {
              title: t('centreEnterprises'),
              render: (_, c) => c.enterprises.map((e) => <Tag key={e.id}>{e.name}</Tag>),
            },
            { title: t('operators'), render: (_, c) => <Operators centre={c} changed={reload} /> },
            {
              title: t('actions'),
              width: 240,
              render: (_, c) => (
                <Space size={0}>
                  <Button type="link" onClick={() => setGranting(c)} data-testid="gm-oc-grant">
                    {t('grant')}
                  </Button>
                  <Button type="link" onClick={() => setEditing(c)}>
                    {t('edit')}
                  </Button>
                  <Popconfirm title={t('deleteCentreConfirm', { name: c.name })} onConfirm={() => remove(c)}>
                    <Button type="link" danger data-testid="gm-oc-delete">
                      {t('delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      )}
      {editing && <CentreDialog centre={editing === 'new' ? undefined : editing} onClose={closed} />}
      {granting && <GrantDialog centre={granting} onClose={closed} />}
    </Card>
  )
}
