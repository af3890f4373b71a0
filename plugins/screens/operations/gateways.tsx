// `/manage/eg/gateway` (platform spec §2, §3, §4; issue 21): the enterprise's gateways with state,
// firmware, signal, network mode, last seen and bound device (`gateway/query`), searched by SN or device
// and filtered by state; a detail drawer with the settings (gateway-settings.tsx); and the replacement flow
// of a bound gateway as steps: check (`equip/advance/checkGateway`, its problems with solutions), import
// configuration (`equip/advance/replaceGateway`), sync (`equipment/multi/sync`), success or failure.
import { Button, Card, Form, Input, Modal, Result, Select, Space, Steps, Table, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { GatewayCheck } from '../../../schemas/entities/equipment.ts'
import type { GatewayRowView } from '../../../schemas/entities/gateway-settings.ts'
import { formatTime } from '../shared/format.ts'
import { useServices } from '../shared/services.tsx'
import { usePagedCall } from '../shared/usePaged.ts'
import { GatewayDrawer } from './gateway-settings.tsx'

const STATE_COLOUR: Record<string, string> = { online: 'success', offline: 'default', sleeping: 'warning' }
type Stage = 'check' | 'import' | 'sync' | 'done' | 'failed'
const STAGE_INDEX: Record<Stage, number> = { check: 0, import: 1, sync: 2, done: 3, failed: 3 }

function ReplaceDialog({
  gateway,
  onClose,
}: {
  gateway: GatewayRowView
  onClose: (changed: boolean) => void
}) {
  const { t } = useTranslation('operations')
  const { api, codeText } = useServices()
  const [form] = Form.useForm<{ sn: string; code: string }>()
  const [stage, setStage] = useState<Stage>('check')
  const [check, setCheck] = useState<GatewayCheck>()
  /** the new gateway's SN and code, kept once checked (the form is gone after the check step) */
  const [chosen, setChosen] = useState<{ sn: string; code: string }>()
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const deviceId = gateway.equipmentId!
  const attempt = async (work: () => Promise<void>) => {
    setBusy(true)
    setError('')
    try {
      await work()
    } catch (e) {
      const code = (e as { code?: number }).code
      setError(code ? codeText(code) : String(e))
    } finally {
      setBusy(false)
    }
  }
  const runCheck = () =>
    attempt(async () => {
      const values = await form.validateFields()
      const answer = await api.call('equip/advance/checkGateway', { id: deviceId, ...values })
      setCheck(answer)
      setChosen(values)
      if (answer.ok) setStage('import')
    })
  const runImport = () =>
    attempt(async () => {
      if (!chosen) return
      await api.call('equip/advance/replaceGateway', { id: deviceId, ...chosen })
      setStage('sync')
    }).then(() => undefined)
  const runSync = () =>
    attempt(async () => {
      try {
        await api.runCommand('equipment/multi/sync', { equipmentId: deviceId })
        setStage('done')
      } catch (e) {
        setStage('failed')
        throw e
      }
    })
  return (
    <Modal
      open
      width={760}
      title={t('rp.title', { sn: gateway.sn, device: gateway.equipmentName })}
      onCancel={() => onClose(stage !== 'check' && stage !== 'import')}
      footer={null}
      data-testid="replace-dialog"
    >
      <Steps
        current={STAGE_INDEX[stage]}
        status={stage === 'failed' ? 'error' : stage === 'done' ? 'finish' : 'process'}
        style={{ marginBottom: 24 }}
        items={[
          { title: t('rp.check') },
          { title: t('rp.import') },
          { title: t('rp.sync') },
          { title: t('rp.result') },
        ]}
      />
      {stage === 'check' && (
        <Form form={form} layout="inline" style={{ marginBottom: 16 }}>
          <Form.Item
            name="sn"
            label={t('rp.sn')}
            rules={[{ required: true, pattern: /^\d{12}$/, message: t('rp.badSn') }]}
          >
            <Input style={{ width: 180 }} maxLength={12} data-testid="rp-sn" />
          </Form.Item>
          <Form.Item
            name="code"
            label={t('rp.code')}
            rules={[{ required: true, pattern: /^\d{6}$/, message: t('rp.badCode') }]}
          >
            <Input style={{ width: 120 }} maxLength={6} data-testid="rp-code" />
          </Form.Item>
          <Button type="primary" onClick={runCheck} loading={busy} data-testid="rp-check">
            {t('rp.check')}
          </Button>
        </Form>
      )}
      {check && !check.ok && stage === 'check' && (
        <Table
          rowKey={(p) => `${p.code}-${p.problem}`}
          size="small"
          pagination={false}
          dataSource={check.problems}
          data-testid="rp-problems"
          columns={[
            { title: t('rp.problem'), dataIndex: 'problem' },
            { title: t('rp.solution'), dataIndex: 'solution' },
          ]}
        />
      )}
      {stage === 'import' && (
        <Result
          status="info"
          title={t('rp.checked', { sn: check?.sn })}
          extra={
            <Button type="primary" onClick={runImport} loading={busy} data-testid="rp-import">
              {t('rp.import')}
            </Button>
          }
        />
      )}
      {stage === 'sync' && (
        <Result
          status="info"
          title={t('rp.imported')}
          extra={
            <Button type="primary" onClick={runSync} loading={busy} data-testid="rp-sync">
              {t('rp.sync')}
            </Button>
          }
        />
      )}
      {stage === 'done' && <Result status="success" title={t('rp.success')} data-testid="rp-success" />}
      {stage === 'failed' && (
        <Result
          status="error"
          title={t('rp.failure')}
          subTitle={error}
          extra={<Button onClick={runSync}>{t('rp.sync')}</Button>}
          data-testid="rp-failure"
        />
      )}
      {error && stage !== 'failed' && <Tag color="error">{error}</Tag>}
    </Modal>
  )
}

export function Gateways() {
  const { t } = useTranslation('operations')
  const [keyword, setKeyword] = useState('')
  const [state, setState] = useState<string>()
  const [open, setOpen] = useState<GatewayRowView>()
  const [replacing, setReplacing] = useState<GatewayRowView>()
  const paged = usePagedCall('gateway/query', { keyword: keyword || undefined, state })
  const closed = (changed: boolean) => {
    setOpen(undefined)
    setReplacing(undefined)
    if (changed) void paged.reload()
  }
  return (
    <Card title={t('gw.listTitle')} data-testid="gateways">
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          style={{ width: 280 }}
          placeholder={t('gw.search')}
          onSearch={setKeyword}
          data-testid="gw-search"
        />
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder={t('gw.allStates')}
          value={state}
          onChange={setState}
          options={['online', 'offline', 'sleeping'].map((s) => ({ value: s, label: t(`gw.state.${s}`) }))}
        />
      </Space>
      <Table<GatewayRowView>
        // issue 31: columns as wide as their content (a header never breaks, "Config/n"), so at 1440 px
        // the table fits and the fixed action column covers none of them
        scroll={{ x: 'max-content' }}
        data-testid="gateway-table"
        rowKey="id"
        dataSource={paged.rows}
        pagination={paged.pagination}
        loading={paged.loading}
        columns={[
          { title: t('gw.sn'), dataIndex: 'sn' },
          {
            title: t('gw.stateCol'),
            render: (_, g) => (
              <Tag color={STATE_COLOUR[g.state]} data-testid={`gw-state-${g.state}`}>
                {t(`gw.state.${g.state}`, g.state)}
              </Tag>
            ),
          },
          { title: t('gw.firmware'), render: (_, g) => g.firmwareVersion || '—' },
          {
            title: t('gw.signal'),
            render: (_, g) =>
              g.signalStrength === null ? '—' : t('gw.signalValue', { n: g.signalStrength }),
          },
          { title: t('gw.network'), render: (_, g) => g.networkMode || '—' },
          { title: t('gw.lastSeen'), render: (_, g) => formatTime(g.lastSeenAt) || '—' },
          { title: t('gw.device'), render: (_, g) => g.equipmentName || '—' },
          {
            title: t('gw.synced'),
            key: 'synced',
            render: (_, g) =>
              g.equipmentId ? (
                <Tag color={g.synced ? 'success' : 'warning'}>
                  {g.synced ? t('gw.isSynced') : t('gw.notSynced')}
                </Tag>
              ) : null,
          },
          {
            title: t('actions'),
            key: 'actions',
            fixed: 'right',
            render: (_, g) => (
              <Space>
                <Button size="small" onClick={() => setOpen(g)} data-testid="gw-open">
                  {t('gw.settings')}
                </Button>
                {g.equipmentId && (
                  <Button size="small" onClick={() => setReplacing(g)} data-testid="gw-replace">
                    {t('gw.replace')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {open && <GatewayDrawer gateway={open} onClose={closed} />}
      {replacing && <ReplaceDialog gateway={replacing} onClose={closed} />}
    </Card>
  )
}
