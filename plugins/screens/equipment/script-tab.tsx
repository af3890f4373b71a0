// The script tab of a device or a template (platform spec §3 Script): the scripts with their strategy
// (on start, periodic, on condition, on data change) and, for a device, what its gateway last reported of
// each (last run; last error with its time); an editor with the period or the condition its strategy
// needs and the code (script-editor.tsx, loaded when opened). Scripts run on the gateway (edge/scripts/)
// once synced with the configuration, like variables.
import {
  Alert,
  Button,
  Col,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Select,
  Space,
  Switch,
  Tag,
  Typography,
} from 'antd'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { byLang } from '../../../core/i18n/bilingual.ts'
import { addResources } from '../../../core/i18n/index.ts'
import { SCRIPT_STRATEGIES, type Script } from '../../../schemas/entities/equipment.ts'
import { formatTime } from '../shared/format.ts'
import { requiredRule } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'
import { type ConfigOwner, configPath } from './config-kinds.ts'
import { RowsTable } from './rows-table.tsx'
import { SCRIPT_TEXTS } from './script-texts.ts'

addResources('equipment', byLang(SCRIPT_TEXTS))
const ScriptEditor = lazy(() => import('./script-editor.tsx'))

type Strategy = Script['strategy']
interface ScriptForm {
  name: string
  strategy: Strategy
  intervalS?: number | null
  condition?: string
  body?: string
  enabled: boolean
}

const NEW_SCRIPT: ScriptForm = {
  name: '',
  strategy: 'periodic',
  intervalS: 1,
  condition: '',
  body: '',
  enabled: true,
}

/** The body of an add or an edit: the period and the condition only where the strategy uses them. */
const scriptBody = (v: ScriptForm) => ({
  name: v.name,
  strategy: v.strategy,
  intervalS: v.strategy === 'periodic' ? (v.intervalS ?? ('' as const)) : ('' as const),
  condition: v.strategy === 'onCondition' ? (v.condition ?? '') : '',
  body: v.body ?? '',
  enabled: v.enabled,
})

/** The lazily loaded editor as a form control (Form.Item hands its child `value` and `onChange`). */
function CodeField(props: { value?: string; onChange?: (value: string) => void }) {
  const { t } = useTranslation('equipment')
  return (
    <Suspense fallback={<Typography.Text type="secondary">{t('script.loadingEditor')}</Typography.Text>}>
      <ScriptEditor {...props} />
    </Suspense>
  )
}

function Trigger({ script }: { script: Script }) {
  const { t } = useTranslation('equipment')
  if (script.strategy === 'periodic') return <>{t('script.every', { n: script.intervalS ?? '' })}</>
  if (script.strategy === 'onCondition') return <Typography.Text code>{script.condition}</Typography.Text>
  return null
}

function LastError({ script }: { script: Script }) {
  const { t } = useTranslation('equipment')
  if (!script.lastError) return <Typography.Text type="secondary">{t('script.noError')}</Typography.Text>
  return (
    <Space direction="vertical" size={0} data-testid="script-last-error">
      <Typography.Text type="secondary">{formatTime(script.lastErrorAt)}</Typography.Text>
      <Typography.Text type="danger" style={{ maxWidth: 320 }} ellipsis={{ tooltip: script.lastError }}>
        {script.lastError}
      </Typography.Text>
    </Space>
  )
}

function ScriptDialog({
  initial,
  onSave,
  onClose,
  busy,
}: {
  initial: ScriptForm
  onSave: (values: ScriptForm) => void
  onClose: () => void
  busy: boolean
}) {
  const { t } = useTranslation('equipment')
  const [form] = Form.useForm<ScriptForm>()
  const strategy = Form.useWatch('strategy', form) ?? initial.strategy
  return (
    <Modal
      open
      width={820}
      title={t(initial.name ? 'script.edit' : 'script.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ 'data-testid': 'script-save' } as never}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form<ScriptForm> form={form} layout="vertical" initialValues={initial} onFinish={onSave}>
        <Row gutter={16}>
          <Col xs={24} sm={10}>
            <Form.Item name="name" label={t('field.name')} rules={[requiredRule(t)]}>
              <Input maxLength={64} data-testid="script-name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="strategy" label={t('field.strategy')} rules={[{ required: true }]}>
              <Select
                data-testid="script-strategy"
                options={SCRIPT_STRATEGIES.map((s) => ({ value: s, label: t(`opt.strategy.${s}`) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={6}>
            <Form.Item name="enabled" label={t('script.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        {strategy === 'periodic' && (
          <Form.Item
            name="intervalS"
            label={t('field.intervalS')}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <InputNumber min={1} max={86_400} precision={0} data-testid="script-interval" />
          </Form.Item>
        )}
        {strategy === 'onCondition' && (
          <Form.Item
            name="condition"
            label={t('field.condition')}
            extra={t('script.conditionHelp')}
            rules={[requiredRule(t)]}
          >
            <Input maxLength={200} data-testid="script-condition" style={{ fontFamily: 'monospace' }} />
          </Form.Item>
        )}
        <Alert type="info" showIcon message={t('script.apiHelp')} style={{ marginBottom: 12 }} />
        <Form.Item name="body" label={t('field.body')}>
          <CodeField />
        </Form.Item>
      </Form>
    </Modal>
  )
}

export function ScriptTab({ owner, onChanged }: { owner: ConfigOwner; onChanged?: () => void }) {
  const { api } = useServices()
  const { t } = useTranslation('equipment')
  const { run, busy } = useAction()
  const rows = useQueryCall(configPath('script', 'query'), owner)
  const [editing, setEditing] = useState<Script | 'new' | null>(null)
  const ofDevice = 'equipmentId' in owner

  /** An add, edit or delete (`equipment/script/*`); true once done. */
  const change = async (call: () => Promise<unknown>) => {
    if ((await run(call)) === undefined) return false
    await rows.reload()
    onChanged?.()
    return true
  }
  const save = async (values: ScriptForm) => {
    if (!editing) return
    const done = await change(() =>
      editing === 'new'
        ? api.call('equipment/script/add', { ...owner, ...scriptBody(values) })
        : api.call('equipment/script/edit', { id: editing.id, ...scriptBody(values) }),
    )
    if (done) setEditing(null)
  }
  const remove = (script: Script) => change(() => api.call('equipment/script/delete', { id: script.id }))

  return (
    <section data-testid="config-script">
      <Space style={{ marginBottom: 8 }}>
        <Button type="primary" onClick={() => setEditing('new')} data-testid="script-add">
          {t('script.add')}
        </Button>
        {ofDevice && <Button onClick={() => rows.reload()}>{t('script.reload')}</Button>}
      </Space>
      <RowsTable<Script>
        rows={rows}
        onEdit={setEditing}
        onRemove={remove}
        columns={[
          { key: 'name', title: t('field.name'), dataIndex: 'name' },
          {
            key: 'strategy',
            title: t('field.strategy'),
            render: (_, s) => <Tag color="blue">{t(`opt.strategy.${s.strategy}`)}</Tag>,
          },
          {
            key: 'trigger',
            title: `${t('field.intervalS')} / ${t('field.condition')}`,
            render: (_, s) => <Trigger script={s} />,
          },
          {
            key: 'enabled',
            title: t('script.enabled'),
            render: (_, s) => (s.enabled ? <Tag color="green">✓</Tag> : <Tag>✗</Tag>),
          },
          ...(ofDevice
            ? [
                {
                  key: 'lastRun',
                  title: t('script.lastRun'),
                  render: (_: unknown, s: Script) =>
                    s.lastRunAt ? (
                      formatTime(s.lastRunAt)
                    ) : (
                      <Typography.Text type="secondary">{t('script.never')}</Typography.Text>
                    ),
                },
                {
                  key: 'lastError',
                  title: t('script.lastError'),
                  render: (_: unknown, s: Script) => <LastError script={s} />,
                },
              ]
            : []),
        ]}
      />
      {editing !== null && (
        <ScriptDialog
          initial={
            editing === 'new'
              ? NEW_SCRIPT
              : {
                  name: editing.name,
                  strategy: editing.strategy,
                  intervalS: editing.intervalS,
                  condition: editing.condition,
                  body: editing.body,
                  enabled: editing.enabled,
                }
          }
          onSave={save}
          onClose={() => setEditing(null)}
          busy={busy}
        />
      )}
    </section>
  )
}
