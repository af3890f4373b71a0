// Sharing a project with a password and share permissions (platform spec §6, §7 `project/queryShareInfo`,
// `editSharePwd`, `editShareAuth`).
import { Button, Checkbox, Form, Input, Space, Switch } from 'antd'
import { useTranslation } from 'react-i18next'
import { sharePassword } from '../../../core/validation/index.ts'
import { ruleOf } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { ShareLinks } from '../shared/share-links.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'

const AUTHS = ['topMenu', 'menu', 'write'] as const

export function ShareTab({ projectId }: { projectId: string }) {
  const { api } = useServices()
  const { t } = useTranslation('projects')
  const { run } = useAction()
  const share = useQueryCall('project/queryShareInfo', { projectId })
  const auth = share.data?.auth ?? { topMenu: false, menu: false, write: false }
  return (
    <Space orientation="vertical">
      <Form
        key={String(share.data?.shared)}
        layout="inline"
        initialValues={{ shared: share.data?.shared ?? false }}
        onFinish={(v: { shared: boolean; password?: string }) =>
          run(() => api.call('project/editSharePwd', { projectId, ...v })).then(share.reload)
        }
      >
        <Form.Item name="shared" valuePropName="checked">
          <Switch checkedChildren={t('shared')} unCheckedChildren={t('notShared')} />
        </Form.Item>
        <Form.Item name="password" rules={[ruleOf(sharePassword, t)]}>
          <Input.Password placeholder={t('sharePassword')} />
        </Form.Item>
        <Button htmlType="submit">{t('common.save')}</Button>
      </Form>
      <Space>
        {AUTHS.map((k) => (
          <Checkbox
            key={k}
            checked={Boolean(auth[k])}
            onChange={(e) =>
              run(() =>
                api.call('project/editShareAuth', { projectId, auth: { ...auth, [k]: e.target.checked } }),
              ).then(share.reload)
            }
          >
            {t(`auth.${k}`)}
          </Checkbox>
        ))}
      </Space>
      <ShareLinks owner={{ projectId }} ns="projects" shared={share.data?.shared === true} />
    </Space>
  )
}
