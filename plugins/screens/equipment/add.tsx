// Adding a device (platform spec §2 `eg/equipment/add`, §5): name (≤ 25), the gateway's 12-digit SN
// and 6-digit verification code, group, address, remark (≤ 20 words). The new device opens in edit.
import { Button, Card, Form, Input, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { deviceName, remark, sn, verifyCode } from '../../../core/validation/index.ts'
import type { Device } from '../../../schemas/entities/equipment.ts'
import { requiredRule, ruleOf } from '../shared/rules.ts'
import { useDirtyForm, useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'

export interface DeviceForm {
  name: string
  sn?: string
  code?: string
  groupId?: string
  address?: string
  remark?: string
}

/** The card fields of a device as the info form edits them. */
export const deviceForm = (d: Device): DeviceForm => ({
  name: d.name,
  groupId: d.groupId ?? undefined,
  address: d.address,
  remark: d.remark,
})

/** The fields shared by add and the info tab. */
export function DeviceFields({ withGateway }: { withGateway: boolean }) {
  const { t } = useTranslation('equipment')
  const groups = useQueryCall('monitor/group/query')
  return (
    <>
      <Form.Item name="name" label={t('name')} rules={[requiredRule(t), ruleOf(deviceName, t)]}>
        <Input data-testid="device-name" />
      </Form.Item>
      {withGateway && (
        <>
          <Form.Item name="sn" label={t('sn')} rules={[requiredRule(t), ruleOf(sn, t)]}>
            <Input maxLength={12} data-testid="device-sn" />
          </Form.Item>
          <Form.Item name="code" label={t('code')} rules={[requiredRule(t), ruleOf(verifyCode, t)]}>
            <Input maxLength={6} data-testid="device-code" />
          </Form.Item>
        </>
      )}
      <Form.Item name="groupId" label={t('group')}>
        <Select allowClear options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))} />
      </Form.Item>
      <Form.Item name="address" label={t('address')}>
        <Input />
      </Form.Item>
      <Form.Item name="remark" label={t('remark')} rules={[ruleOf(remark, t)]}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </>
  )
}

export function EquipmentAdd() {
  const { api } = useServices()
  const { t } = useTranslation('equipment')
  const { busy, run } = useAction()
  const { setDirty, saved } = useDirtyForm()
  const submit = async (values: DeviceForm) => {
    const created = await run(() => api.call('equipment/multi/add', { ...values }))
    if (!created?.id) return
    saved(`/manage/eg/equipment/edit/${created.id}`)
  }
  return (
    <Card title={t('add')} style={{ maxWidth: 640 }}>
      <Form<DeviceForm>
        layout="vertical"
        onFinish={submit}
        onValuesChange={() => setDirty(true)}
        data-testid="device-add-form"
      >
        <DeviceFields withGateway />
        <Button type="primary" htmlType="submit" loading={busy} data-testid="device-save">
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  )
}
