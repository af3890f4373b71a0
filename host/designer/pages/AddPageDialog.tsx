// Adding a page from the designer (issue 30): its title and type, and what it starts from — a blank
// page, one of the enterprise's page templates or one of the platform's configuration models.
import { Form, Input, Modal, Radio, Select } from 'antd'
import { useEffect, useState } from 'react'
import { useAction } from '../../../plugins/screens/shared/useAction.ts'
import type { PageTemplateView } from '../../../schemas/api/page-template.ts'
import type { PageCalls, PageStart } from './page-calls.ts'
import { usePageTexts } from './texts.ts'

interface Values {
  title: string
  kind: 'main' | 'sub'
  start: string
}

const BLANK = 'blank'
const keyOf = (t: Pick<PageTemplateView, 'source' | 'id'>) => `${t.source}:${t.id}`

export function startOf(key: string): PageStart {
  if (key === BLANK) return { from: 'blank' }
  const at = key.indexOf(':')
  const from = key.slice(0, at) === 'model' ? 'model' : 'enterprise'
  return { from, id: key.slice(at + 1) }
}

export function AddPageDialog(props: {
  open: boolean
  calls: PageCalls
  taken: ReadonlySet<string>
  onAdd: (title: string, kind: 'main' | 'sub', start: PageStart) => Promise<void>
  onCancel: () => void
}) {
  const { t } = usePageTexts()
  const [form] = Form.useForm<Values>()
  const [templates, setTemplates] = useState<PageTemplateView[]>([])
  const { busy, run } = useAction()
  const { open, calls } = props
  useEffect(() => {
    if (open) calls.templates().then(setTemplates, () => setTemplates([]))
  }, [open, calls])

  const option = (tpl: PageTemplateView) => ({
    value: keyOf(tpl),
    label: (
      <span>
        {tpl.title}{' '}
        <span style={{ color: 'rgba(0,0,0,0.45)' }}>
          {t('templateSize', { width: tpl.width, height: tpl.height, widgets: tpl.widgets })}
        </span>
      </span>
    ),
    title: tpl.title,
  })
  const group = (source: PageTemplateView['source'], label: string) => {
    const options = templates.filter((tpl) => tpl.source === source).map(option)
    return options.length ? [{ label, title: label, options }] : []
  }
  const submit = async () => {
    const values = await form.validateFields()
    const added = await run(async () => {
      await props.onAdd(values.title.trim(), values.kind, startOf(values.start))
      return true
    })
    if (added) form.resetFields()
  }
  return (
    <Modal
      open={open}
      title={t('add')}
      okText={t('ok')}
      cancelText={t('cancel')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={props.onCancel}
      destroyOnHidden
      data-testid="add-page-dialog"
    >
      <Form form={form} layout="vertical" initialValues={{ kind: 'main', start: BLANK }} preserve={false}>
        <Form.Item
          name="title"
          label={t('title')}
          rules={[{ required: true, whitespace: true, message: t('titleRequired') }, { max: 64 }]}
        >
          <Input autoFocus data-testid="add-page-title" />
        </Form.Item>
        <Form.Item name="kind" label={t('kind')}>
          <Radio.Group
            options={[
              { value: 'main', label: t('kindMain') },
              { value: 'sub', label: t('kindSub') },
            ]}
          />
        </Form.Item>
        <Form.Item name="start" label={t('startFrom')}>
          <Select
            data-testid="add-page-start"
            aria-label={t('startFrom')}
            showSearch={{ optionFilterProp: 'title' }}
            options={[
              { value: BLANK, label: t('blank'), title: t('blank') },
              ...group('enterprise', t('ownTemplates')),
              ...group('model', t('models')),
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}
