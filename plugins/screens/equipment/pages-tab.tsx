// The configuration pages of a device: list, add, open in the designer or the runtime viewer.
import { Button, Form, Input, Space, Table } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { requiredRule } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQuery } from '../shared/useAction.ts'

interface PageRow {
  id: string
  title: string
}

export function PagesTab({ equipId }: { equipId: string }) {
  const { api } = useServices()
  const { t } = useTranslation('equipment')
  const { run } = useAction()
  const pages = useQuery<PageRow[]>('configuration/page/query', { equipmentId: equipId })
  return (
    <>
      <Form
        layout="inline"
        style={{ marginBottom: 16 }}
        onFinish={(v: { title: string }) =>
          run(() => api.post('configuration/page/add', { equipmentId: equipId, title: v.title })).then(
            pages.reload,
          )
        }
      >
        <Form.Item name="title" rules={[requiredRule(t)]}>
          <Input placeholder={t('title')} />
        </Form.Item>
        <Button htmlType="submit">{t('common.add')}</Button>
      </Form>
      <Table<PageRow>
        rowKey="id"
        size="small"
        loading={pages.loading}
        dataSource={pages.data ?? []}
        pagination={false}
        columns={[
          { title: t('title'), dataIndex: 'title' },
          {
            title: t('actions'),
            render: (_, p) => (
              <Space>
                <Link to={`/manage/eg/${equipId}/designer/${p.id}`}>{t('design')}</Link>
                <Link to={`/monitor/eg/detail/page/${p.id}/0`}>{t('open')}</Link>
              </Space>
            ),
          },
        ]}
      />
    </>
  )
}
