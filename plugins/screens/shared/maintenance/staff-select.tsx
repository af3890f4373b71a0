// The accounts a work order or an inspection plan may be given to: those of the enterprise holding the
// key that lets them act on it (`ops/staff`).
import { Select } from 'antd'
import { useTranslation } from 'react-i18next'
import type { StaffQueryBody } from '../../../../schemas/api/ops.ts'
import { useQueryCall } from '../useAction.ts'

export function StaffSelect({
  ns,
  permission,
  value,
  onChange,
}: {
  /** the screen's text namespace, holding OPS_TEXTS */
  ns: string
  permission: StaffQueryBody['key']
  value?: string
  onChange?: (id: string | undefined) => void
}) {
  const { t } = useTranslation(ns)
  const staff = useQueryCall('ops/staff', { key: permission })
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={staff.loading}
      value={value}
      onChange={onChange}
      notFoundContent={t('noStaff')}
      options={(staff.data ?? []).map((s) => ({ value: s.id, label: s.loginname }))}
      data-testid="staff-select"
    />
  )
}
