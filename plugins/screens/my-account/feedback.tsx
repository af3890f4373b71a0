// Feedback (platform spec §2 `/account/feedback`, §5, §7 `feedback/add`; issue 34): an opinion of at
// least 10 characters, an optional contact and screenshot (png, jpg, gif or webp, at most 512 KB), and
// the list of one's own feedback with the platform's answers.
import { Button, Card, Form, Image, Input, Space, Table, Tag, Typography, Upload } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  FEEDBACK_IMAGE_BYTES,
  FEEDBACK_MAX_CHARS,
  FEEDBACK_MIN_CHARS,
  type Feedback as FeedbackRow,
} from '../../../schemas/entities/feedback.ts'
import { formatTime } from '../shared/format.ts'
import { requiredRule } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useAction } from '../shared/useAction.ts'
import { usePagedCall } from '../shared/usePaged.ts'

interface Values {
  content: string
  contact?: string
}

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp']

export function Feedback() {
  const { t } = useTranslation('account')
  const { t: common } = useTranslation()
  const { api } = useServices()
  const { run, busy } = useAction()
  const [form] = Form.useForm<Values>()
  const [file, setFile] = useState<File>()
  const [fileError, setFileError] = useState<string>()
  const { rows, loading, pagination, reload } = usePagedCall('feedback/query', {})
  const submit = async (v: Values) => {
    const body = { content: v.content.trim(), contact: v.contact?.trim() ?? '' }
    const sent = await run(() =>
      file ? api.callFile('feedback/add', body, file) : api.call('feedback/add', body),
    )
    if (sent === undefined) return
    form.resetFields()
    setFile(undefined)
    await reload()
  }
  const pick = (f: File) => {
    const bad = !IMAGE_TYPES.includes(f.type)
      ? 'feedback.imageFormat'
      : f.size > FEEDBACK_IMAGE_BYTES
        ? 'feedback.imageSize'
        : undefined
    setFileError(bad && t(bad))
    if (!bad) setFile(f)
    return false
  }
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('feedback.title')} data-testid="feedback-card">
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={submit}
          style={{ maxWidth: 720 }}
          data-testid="feedback-form"
        >
          <Form.Item
            name="content"
            label={t('feedback.content')}
            rules={[
              requiredRule(common),
              {
                validator: async (_, value: string | undefined) => {
                  if ([...(value ?? '').trim()].length < FEEDBACK_MIN_CHARS)
                    throw new Error(t('feedback.tooShort', { min: FEEDBACK_MIN_CHARS }))
                },
              },
            ]}
          >
            <Input.TextArea
              rows={4}
              maxLength={FEEDBACK_MAX_CHARS}
              showCount
              placeholder={t('feedback.placeholder', { min: FEEDBACK_MIN_CHARS })}
              data-testid="feedback-content"
            />
          </Form.Item>
          <Form.Item name="contact" label={t('feedback.contact')}>
            <Input maxLength={100} data-testid="feedback-contact" />
          </Form.Item>
          <Form.Item
            label={t('feedback.image')}
            help={fileError}
            validateStatus={fileError ? 'error' : undefined}
          >
            <Upload
              accept={IMAGE_TYPES.join(',')}
              maxCount={1}
              beforeUpload={pick}
              onRemove={() => setFile(undefined)}
              fileList={file ? [{ uid: 'shot', name: file.name, status: 'done' }] : []}
            >
              <Button data-testid="feedback-image">{t('feedback.chooseImage')}</Button>
            </Upload>
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="feedback-submit">
            {t('feedback.submit')}
          </Button>
        </Form>
      </Card>
      <Card title={t('feedback.mine')} data-testid="feedback-list">
        <Table<FeedbackRow>
          rowKey="id"
          loading={loading}
          dataSource={rows}
          pagination={pagination}
          tableLayout="fixed"
          locale={{ emptyText: t('feedback.empty') }}
          columns={[
            {
              title: t('feedback.content'),
              dataIndex: 'content',
              render: (v: string) => (
                <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{v}</Typography.Paragraph>
              ),
            },
            {
              title: t('feedback.shot'),
              dataIndex: 'image',
              width: 110,
              render: (v: string) => (v ? <Image src={v} width={64} alt="" /> : '–'),
            },
            { title: t('feedback.time'), dataIndex: 'createdAt', width: 180, render: formatTime },
            {
              title: t('feedback.answer'),
              dataIndex: 'answer',
              render: (v: string) =>
                v ? (
                  <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                    {v}
                  </Typography.Paragraph>
                ) : (
                  <Tag>{t('feedback.waiting')}</Tag>
                ),
            },
          ]}
        />
      </Card>
    </Space>
  )
}
