// The caller's enterprise (platform spec §2 `orgal/enterprise`, §7 `org/my/info`): its data in a form of
// the fields `org/enterprise/edit` takes (name, contact, phone, e-mail, address); unsaved edits hold
// the shell's leave warning.
import { Button, Card, Descriptions, Form, Input, Spin } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { email } from '../../../core/validation/index.ts'
import { Phone } from '../../../schemas/api/common.ts'
import type { EnterpriseEditBody } from '../../../schemas/api/org.ts'
import type { Enterprise as EnterpriseView } from '../../../schemas/entities/org.ts'
import { formatTime } from '../shared/format.ts'
import { requiredRule, ruleOf, schemaRule } from '../shared/rules.ts'
import { useDirty, useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'
import { LoadFailed } from './load-failed.tsx'

type EnterpriseValues = Required<Omit<EnterpriseEditBody, 'id'>>

const FIELDS = ['name', 'contact', 'tel', 'email', 'address'] as const satisfies (keyof EnterpriseValues)[]

/** The edit body: every field, trimmed ('' clears an optional one). */
export const enterpriseBody = (id: string, v: Partial<EnterpriseValues>): EnterpriseEditBody => ({
  id,
  ...(Object.fromEntries(FIELDS.map((f) => [f, (v[f] ?? '').trim()])) as EnterpriseValues),
})

function EnterpriseForm({
  enterprise,
  onSaved,
}: {
  enterprise: EnterpriseView
  onSaved: (e: EnterpriseView) => void
}) {
  const { api } = useServices()
  const { t } = useTranslation('orgal')
  const { run, busy } = useAction()
  const [form] = Form.useForm<EnterpriseValues>()
  const [dirty, setDirty] = useState(false)
  useDirty(dirty)
  const save = async (v: EnterpriseValues) => {
    const saved = await run(() => api.call('org/enterprise/edit', enterpriseBody(enterprise.id, v)))
    if (saved) {
      setDirty(false)
      onSaved(saved)
    }
  }
  return (
    <Form<EnterpriseValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 560 }}
      data-testid="enterprise-form"
      initialValues={enterprise}
      onValuesChange={() => setDirty(true)}
      onFinish={save}
    >
      <Form.Item name="name" label={t('enterpriseName')} rules={[requiredRule(t)]}>
        <Input maxLength={64} data-testid="enterprise-name" />
      </Form.Item>
      <Form.Item name="contact" label={t('contact')}>
        <Input maxLength={64} data-testid="enterprise-contact" />
      </Form.Item>
      <Form.Item name="tel" label={t('tel')} rules={[schemaRule(Phone, t('telPattern'))]}>
        <Input maxLength={20} data-testid="enterprise-tel" />
      </Form.Item>
      <Form.Item name="email" label={t('email')} rules={[ruleOf(email, t)]}>
        <Input maxLength={100} data-testid="enterprise-email" />
      </Form.Item>
      <Form.Item name="address" label={t('address')}>
        <Input.TextArea maxLength={200} autoSize data-testid="enterprise-address" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} disabled={!dirty} data-testid="enterprise-save">
        {t('common.save')}
      </Button>
    </Form>
  )
}

export function Enterprise() {
  const { t } = useTranslation('orgal')
  const info = useQueryCall('org/my/info')
  const body = () => {
    if (info.error !== undefined && !info.data)
      return <LoadFailed error={info.error} onRetry={() => void info.reload()} />
    if (!info.data) return <Spin />
    return (
      <>
        <Descriptions
          column={1}
          style={{ marginBottom: 16 }}
          items={[{ key: 'createdAt', label: t('createdAt'), children: formatTime(info.data.createdAt) }]}
        />
        <EnterpriseForm key={info.data.id} enterprise={info.data} onSaved={info.setData} />
      </>
    )
  }
  return (
    <Card data-testid="enterprise-data" title={t('title.enterprise')}>
      {body()}
    </Card>
  )
}
