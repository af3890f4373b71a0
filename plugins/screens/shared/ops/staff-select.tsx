// The accounts a work order or an inspection plan may be given to: those of the enterprise holding the
// key that lets them act on it (`ops/staff`).
import { Select } from 'antd'
import { useTranslation } from 'react-i18next'
import type { OpsStaff } from '../../../../schemas/entities/ops.ts'
import { useQuery } from '../useAction.ts'

export function StaffSelect({
  ns,
  permission,
  value,
  onChange,
}: {
  /** the screen's text namespace, holding OPS_TEXTS */
  ns: string
  permission: string
  value?: string
  onChange?: (id: string | undefined) => void
}) {
  const { t } = useTranslation(ns)
  const staff = useQuery<OpsStaff[]>('ops/staff', { key: permission })
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
