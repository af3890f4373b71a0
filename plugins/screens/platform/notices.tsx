// `/manage/system/msg` (issue 34): the platform administrators write system notices for every enterprise or
// chosen ones, published now or at a time (the leader publishes them and every account of the audience
// gets a message). The text is typed as plain paragraphs and stored as the rich text the notice pages show.
import { Button, Card, DatePicker, Form, Input, Radio, Select, Table, Tag } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Notice } from '../../../schemas/entities/notice.ts'
import { FormDialog } from '../shared/form-dialog.tsx'
import { formatTime } from '../shared/format.ts'
import { LoadRetry } from '../shared/load-failed.tsx'
import { requiredListRule, requiredRule } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'
import { usePagedCall } from '../shared/usePaged.ts'
import { RowActions } from './row-actions.tsx'

interface Values {
  title: string
  text: string
  audience: Notice['audience']
  enterprises?: string[]
  publishAt?: Dayjs
}

const escapeHtml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** Plain paragraphs (blank lines between) as the notice's rich text. */
export const htmlOfText = (text: string): string =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
    .join('')

/** The rich text back as plain paragraphs, for editing (the browser parses it; nothing runs). */
export function textOfHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html.replaceAll(/<br\s*\/?>/g, '\n'), 'text/html')
  return (
    [...doc.body.querySelectorAll('p')].map((p) => p.textContent ?? '').join('\n\n') ||
    doc.body.textContent ||
    ''
  )
}

function NoticeDialog({ notice, onClose }: { notice: Notice | null; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation('platform')
  const { t: common } = useTranslation()
  const { api } = useServices()
  const orgs = useQueryCall('org/enterprise/query', { pageNo: 1, pageSize: 100 })
  const [audience, setAudience] = useState<Notice['audience']>(notice?.audience ?? 'all')
  return (
    <FormDialog<Values>
      title={notice ? t('editNotice') : t('newNotice')}
      testId="notice-form"
      initialValues={
        notice
          ? {
              title: notice.title,
              text: textOfHtml(notice.content),
              audience: notice.audience,
              enterprises: notice.enterprises,
              publishAt: dayjs(notice.publishAt),
            }
          : { audience: 'all' }
      }
      submit={(v) => {
        const body = {
          title: v.title.trim(),
          content: htmlOfText(v.text),
          audience: v.audience,
          ...(v.audience === 'orgs' ? { enterprises: v.enterprises ?? [] } : {}),
          ...(v.publishAt ? { publishAt: v.publishAt.valueOf() } : {}),
        }
        return notice ? api.call('notice/edit', { id: notice.id, ...body }) : api.call('notice/add', body)
      }}
      onClose={onClose}
    >
      <Form.Item name="title" label={t('noticeTitle')} rules={[requiredRule(common), { max: 100 }]}>
        <Input data-testid="notice-title" />
      </Form.Item>
      <Form.Item
        name="text"
        label={t('noticeText')}
        rules={[requiredRule(common)]}
        extra={t('noticeTextHint')}
      >
        <Input.TextArea rows={6} data-testid="notice-text" />
      </Form.Item>
      <Form.Item name="audience" label={t('noticeAudience')}>
        <Radio.Group onChange={(e) => setAudience(e.target.value)}>
          <Radio value="all">{t('audience.all')}</Radio>
          <Radio value="orgs">{t('audience.orgs')}</Radio>
        </Radio.Group>
      </Form.Item>
      {audience === 'orgs' && (
        <Form.Item name="enterprises" label={t('noticeEnterprises')} rules={[requiredListRule(common)]}>
          <Select
            mode="multiple"
            loading={orgs.loading}
            optionFilterProp="label"
            options={(orgs.data?.list ?? []).map((o) => ({ value: o.id, label: o.name }))}
          />
        </Form.Item>
      )}
      <Form.Item name="publishAt" label={t('noticePublishAt')} extra={t('noticePublishHint')}>
        <DatePicker showTime />
      </Form.Item>
    </FormDialog>
  )
}

export function SystemNotices() {
  const { t } = useTranslation('platform')
  const { api } = useServices()
  const { run } = useAction()
  const paged = usePagedCall('notice/query')
  const [editing, setEditing] = useState<Notice | null>()
  const remove = async (id: string) => {
    if ((await run(() => api.call('notice/delete', { id }))) !== undefined) await paged.reload()
  }
  return (
    <Card
      title={t('noticesTitle')}
      data-testid="system-notices"
      extra={
        <Button type="primary" onClick={() => setEditing(null)} data-testid="notice-add">
          {t('newNotice')}
        </Button>
      }
    >
      {paged.error !== undefined ? (
        <LoadRetry onRetry={paged.reload} />
      ) : (
        <Table<Notice>
          rowKey="id"
          dataSource={paged.rows}
          pagination={paged.pagination}
          loading={paged.loading}
          locale={{ emptyText: t('noNotices') }}
          columns={[
            { title: t('noticeTitle'), dataIndex: 'title', ellipsis: true },
            {
              title: t('noticeAudience'),
              width: 200,
              render: (_, n) =>
                n.audience === 'all'
                  ? t('audience.all')
                  : t('audience.count', { count: n.enterprises.length }),
            },
            { title: t('noticePublishAt'), width: 180, render: (_, n) => formatTime(n.publishAt) },
            {
              title: t('noticeState'),
              width: 120,
              render: (_, n) =>
                n.publishedAt ? (
                  <Tag color="success">{t('noticePublished')}</Tag>
                ) : (
                  <Tag>{t('noticeScheduled')}</Tag>
                ),
            },
            {
              title: t('actions'),
              width: 150,
              render: (_, n) =>
                n.publishedAt ? null : (
                  <RowActions name={n.title} onEdit={() => setEditing(n)} onDelete={() => remove(n.id)} />
                ),
            },
          ]}
        />
      )}
      {editing !== undefined && (
        <NoticeDialog
          notice={editing}
          onClose={(saved) => {
            setEditing(undefined)
            if (saved) void paged.reload()
          }}
        />
      )}
    </Card>
  )
}
