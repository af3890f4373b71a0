// Inspection contents (platform spec §2 `ops/inspection_content`, §3 Inspection, §9 "50 inspection
// items"): a name and its items (a name and what counts as ok), 10 a page; added and edited in a dialog
// that stops at INSPECTION_CONTENT_MAX_ITEMS items (the server answers 2706 past it), deleted after a
// confirmation (10004 while a plan not completed uses it, shown by the shared fail).
import { MinusCircleOutlined } from '@ant-design/icons'
import { Button, Card, Form, Input, Popconfirm, Space, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Translate } from '../../../core/i18n/messages.ts'
import type { ContentAddBody } from '../../../schemas/api/ops.ts'
import {
  INSPECTION_CONTENT_MAX_ITEMS,
  type InspectionContentView,
  type InspectionItem,
} from '../../../schemas/entities/ops.ts'
import { FormDialog } from '../shared/form-dialog.tsx'
import { formatTime } from '../shared/format.ts'
import { ItemTable, listProps } from '../shared/maintenance/tables.tsx'
import { requiredRule } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useAction } from '../shared/useAction.ts'
import { usePagedCall } from '../shared/usePaged.ts'

/** The dialog's subject: a new content, or the one being edited. */
type Editing = { content?: InspectionContentView }

export function InspectionContents() {
  const { api } = useServices()
  const { t } = useTranslation('ops')
  const { run } = useAction()
  const paged = usePagedCall('ops/inspection/content/query')
  const { reload } = paged
  const [editing, setEditing] = useState<Editing | null>(null)

  const save = (v: ContentForm) => {
    const body: ContentAddBody = {
      name: v.name,
      items: v.items.map((i) => ({ name: i.name.trim(), ...(i.standard ? { standard: i.standard } : {}) })),
    }
    const id = editing?.content?.id
    return id
      ? api.call('ops/inspection/content/edit', { ...body, id })
      : api.call('ops/inspection/content/add', body)
  }
  const remove = async (id: string) => {
    if ((await run(() => api.call('ops/inspection/content/delete', { id }))) !== undefined) await reload()
  }

  return (
    <Card
      data-testid="inspection-contents"
      extra={
        <Button type="primary" onClick={() => setEditing({})} data-testid="content-new">
          {t('newContent')}
        </Button>
      }
    >
      <Table<InspectionContentView>
        {...listProps(paged, t('noContents'))}
        expandable={{
          expandedRowRender: (c) => (
            <ItemTable<InspectionItem>
              ns="ops"
              items={c.items}
              columns={[{ title: t('standard'), dataIndex: 'standard' }]}
            />
          ),
        }}
        columns={[
          { title: t('name'), dataIndex: 'name' },
          { title: t('items'), render: (_, c) => t('itemCount', { n: c.items.length }) },
          { title: t('createdAt'), render: (_, c) => formatTime(c.createdAt) },
          {
            title: t('action'),
            render: (_, c) => (
              <Space size={0}>
                <Button size="small" type="link" onClick={() => setEditing({ content: c })}>
                  {t('common.edit')}
                </Button>
                <Popconfirm title={t('deleteContentConfirm')} onConfirm={() => remove(c.id)}>
                  <Button size="small" type="link" danger data-testid="content-delete">
                    {t('common.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <FormDialog<ContentForm>
          title={editing.content ? t('editContent') : t('newContent')}
          testId="content-dialog"
          initialValues={
            editing.content
              ? { name: editing.content.name, items: [...editing.content.items] }
              : { items: [{ name: '' }] }
          }
          submit={save}
          onClose={(saved) => {
            setEditing(null)
            if (saved) void reload()
          }}
        >
          <ContentFields />
        </FormDialog>
      )}
    </Card>
  )
}

interface ContentForm {
  name: string
  items: { name: string; standard?: string }[]
}

/** The items' own check (the list stays within the limit and is not empty). */
const itemsRule = (t: Translate) => ({
  validator: async (_: unknown, items: unknown[] | undefined) => {
    if (!items?.length) throw new Error(t('itemsRequired'))
    if (items.length > INSPECTION_CONTENT_MAX_ITEMS)
      throw new Error(t('tooManyItems', { n: INSPECTION_CONTENT_MAX_ITEMS }))
  },
})

/** The content's name and its items, one row each, up to INSPECTION_CONTENT_MAX_ITEMS. */
function ContentFields() {
  const { t } = useTranslation('ops')
  return (
    <>
      <Form.Item name="name" label={t('name')} rules={[requiredRule(t)]}>
        <Input maxLength={64} data-testid="content-name" />
      </Form.Item>
      <Form.List name="items" rules={[itemsRule(t)]}>
        {(fields, { add, remove }, { errors }) => {
          const full = fields.length >= INSPECTION_CONTENT_MAX_ITEMS
          return (
            <>
              {fields.map((field, i) => (
                <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                  <Form.Item
                    name={[field.name, 'name']}
                    label={i === 0 ? t('item') : undefined}
                    rules={[requiredRule(t)]}
                  >
                    <Input maxLength={64} data-testid={`item-name-${i}`} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'standard']} label={i === 0 ? t('standard') : undefined}>
                    <Input maxLength={200} data-testid={`item-standard-${i}`} />
                  </Form.Item>
                  <MinusCircleOutlined aria-label={t('removeItem')} onClick={() => remove(field.name)} />
                </Space>
              ))}
              <Form.Item>
                <Space>
                  <Button
                    type="dashed"
                    disabled={full}
                    onClick={() => add({ name: '' })}
                    data-testid="item-add"
                  >
                    {t('addItem')}
                  </Button>
                  <Typography.Text type={full ? 'warning' : 'secondary'} data-testid="items-count">
                    {full
                      ? t('tooManyItems', { n: INSPECTION_CONTENT_MAX_ITEMS })
                      : `${fields.length} / ${INSPECTION_CONTENT_MAX_ITEMS}`}
                  </Typography.Text>
                </Space>
                <Form.ErrorList errors={errors} />
              </Form.Item>
            </>
          )
        }}
      </Form.List>
    </>
  )
}
