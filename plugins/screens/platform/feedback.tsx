// `/manage/system/feedback` (issue 34): the platform administrators read every enterprise's feedback, newest
// first (the unanswered alone, or all), see its screenshot and answer it once; the author sees the answer.
import { Button, Card, Form, Image, Input, Segmented, Space, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Feedback } from '../../../schemas/entities/feedback.ts'
import { FormDialog } from '../shared/form-dialog.tsx'
import { formatTime } from '../shared/format.ts'
import { LoadRetry } from '../shared/load-failed.tsx'
import { requiredRule } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { usePagedCall } from '../shared/usePaged.ts'

function AnswerDialog({ feedback, onClose }: { feedback: Feedback; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation('platform')
  const { t: common } = useTranslation()
  const { api } = useServices()
  return (
    <FormDialog<{ answer: string }>
      title={t('feedbackAnswer')}
      testId="feedback-answer-form"
      submit={(v) => api.call('feedback/answer', { feedback: feedback.id, answer: v.answer.trim() })}
      onClose={onClose}
    >
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{feedback.content}</Typography.Paragraph>
      <Form.Item name="answer" label={t('feedbackAnswer')} rules={[requiredRule(common), { max: 2000 }]}>
        <Input.TextArea rows={5} data-testid="feedback-answer" />
      </Form.Item>
    </FormDialog>
  )
}

export function FeedbackInbox() {
  const { t } = useTranslation('platform')
  const [show, setShow] = useState<'open' | 'all'>('open')
  const paged = usePagedCall('feedback/queryAll', show === 'open' ? { answered: false } : {})
  const [answering, setAnswering] = useState<Feedback>()
  return (
    <Card
      title={t('feedbackTitle')}
      data-testid="feedback-inbox"
      extra={
        <Segmented
          value={show}
          onChange={(v) => setShow(v as 'open' | 'all')}
          options={[
            { value: 'open', label: t('feedbackOpen') },
            { value: 'all', label: t('feedbackAll') },
          ]}
        />
      }
    >
      {paged.error !== undefined ? (
        <LoadRetry onRetry={paged.reload} />
      ) : (
        <Table<Feedback>
          rowKey="id"
          dataSource={paged.rows}
          pagination={paged.pagination}
          loading={paged.loading}
          locale={{ emptyText: show === 'open' ? t('feedbackNoneOpen') : t('feedbackNone') }}
          expandable={{
            expandedRowRender: (f) => (
              <Space direction="vertical">
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                  {f.content}
                </Typography.Paragraph>
                {f.image && <Image src={f.image} width={240} alt="" />}
                {f.answer && (
                  <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                    {`${t('feedbackAnswer')}: ${f.answer}`}
                  </Typography.Paragraph>
                )}
              </Space>
            ),
          }}
          columns={[
            { title: t('feedbackContent'), dataIndex: 'content', ellipsis: true },
            { title: t('enterprise'), dataIndex: 'orgName', width: 180, render: (v?: string) => v || '-' },
            {
              title: t('feedbackAuthor'),
              dataIndex: 'loginname',
              width: 140,
              render: (v?: string) => v || '-',
            },
            {
              title: t('feedbackContact'),
              dataIndex: 'contact',
              width: 160,
              render: (v: string) => v || '-',
            },
            { title: t('feedbackTime'), width: 180, render: (_, f) => formatTime(f.createdAt) },
            {
              title: t('actions'),
              width: 120,
              render: (_, f) =>
                f.answeredAt ? (
                  <Tag color="success">{t('feedbackAnswered')}</Tag>
                ) : (
                  <Button
                    size="small"
                    type="primary"
                    onClick={() => setAnswering(f)}
                    data-testid="feedback-answer-open"
                  >
                    {t('feedbackAnswerAction')}
                  </Button>
                ),
            },
          ]}
        />
      )}
      {answering && (
        <AnswerDialog
          feedback={answering}
          onClose={(saved) => {
            setAnswering(undefined)
            if (saved) void paged.reload()
          }}
        />
      )}
    </Card>
  )
}
