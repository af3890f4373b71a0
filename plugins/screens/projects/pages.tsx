// A project's pages (platform spec §3 "Project"): main or sub page, the start page, an optional page
// password (no commas, no spaces); each opens in the designer, the runtime or its preview.
import { Button, Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { pagePassword } from '../../../core/validation/index.ts'
import { PagesTable } from '../shared/pages-table.tsx'
import { ruleOf } from '../shared/rules.ts'

export function PagesTab({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects')
  return (
    <PagesTable
      owner={{ projectId }}
      ns="projects"
      links={(p) => (
        <>
          <Link to={`/manage/project/${projectId}/designer/${p.id}`}>{t('page.design')}</Link>
          <Link to={`/monitor/project/${projectId}/page/${p.id}`}>{t('page.open')}</Link>
          <Link to={`/monitor/project/${projectId}/preview/${p.id}`}>{t('page.preview')}</Link>
        </>
      )}
      extraColumns={(call) => [
        {
          title: t('password'),
          render: (_, p) => (
            <Form
              layout="inline"
              onFinish={(v: { password?: string }) =>
                call('project/page/editPwd', { id: p.id, password: v.password ?? '' })
              }
            >
              <Form.Item name="password" rules={[ruleOf(pagePassword, t)]} style={{ marginBottom: 0 }}>
                <Input.Password
                  size="small"
                  style={{ width: 140 }}
                  placeholder={p.hasPassword ? '••••' : ''}
                />
              </Form.Item>
              <Button size="small" htmlType="submit">
                {t('common.save')}
              </Button>
            </Form>
          ),
        },
      ]}
    />
  )
}
