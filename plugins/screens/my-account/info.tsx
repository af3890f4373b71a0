// Personal info (platform spec §2 `info/sms`): profile fields and message alert kinds
// (`AccountInternalAction!updateLoginUser`), WeChat binding (`unbindWeixin`).
import { Button, Card, Checkbox, Descriptions, Form, Input, Popconfirm, Select, Switch } from 'antd'
import { useTranslation } from 'react-i18next'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'
import { promptKinds } from '../shared/user.ts'
import { ACCOUNT_API, SECURITY_API } from './setup-store.ts'

const PROMPTS = ['sound', 'title', 'alter'] as const

interface ProfileForm {
  address?: string
  company?: string
  prompType: string[]
  scadaAdaption: boolean
  equipDisplay?: string
}

export function PersonalInfo() {
  const { api, user, refreshUser } = useServices()
  const { t } = useTranslation('account')
  const { run, busy } = useAction()
  const me = useQueryCall(SECURITY_API.message)
  if (!user) return null

  const save = (v: ProfileForm) =>
    run(() => api.call(ACCOUNT_API.updateLoginUser, { ...v, prompType: v.prompType.join(',') })).then(
      refreshUser,
    )

  return (
    <Card title={t('loginname')} loading={me.loading} data-testid="personal-info">
      <Descriptions column={1} style={{ marginBottom: 24 }}>
        <Descriptions.Item label={t('loginname')}>{user.loginname}</Descriptions.Item>
        <Descriptions.Item label={t('wechat')}>
          {me.data?.wechatBound ? (
            <Popconfirm
              title={t('unbindWechat')}
              onConfirm={() => run(() => api.call(ACCOUNT_API.unbindWeixin)).then(me.reload)}
            >
              <Button size="small">{t('unbindWechat')}</Button>
            </Popconfirm>
          ) : (
            t('notBound')
          )}
        </Descriptions.Item>
      </Descriptions>
      <Form<ProfileForm>
        layout="vertical"
        style={{ maxWidth: 480 }}
        onFinish={save}
        initialValues={{
          prompType: [...promptKinds(user)],
          scadaAdaption: user.scadaAdaption,
          equipDisplay: user.equipDisplay || undefined,
        }}
      >
        <Form.Item name="address" label={t('address')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="company" label={t('company')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="prompType" label={t('prompType')}>
          <Checkbox.Group options={PROMPTS.map((p) => ({ value: p, label: t(`prompt.${p}`) }))} />
        </Form.Item>
        <Form.Item name="scadaAdaption" label={t('scadaAdaption')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="equipDisplay" label={t('equipDisplay')}>
          <Select options={['list', 'card'].map((v) => ({ value: v, label: t(`equipDisplay.${v}`) }))} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  )
}
