// A report's info (the add screen, and the info tab of `excel/edit/{id}`): name, group, the devices its
// cells may read, the schedule (hourly, per shift with the shifts, daily, monthly, or by hand only), the
// roles that fill and read it and the clock its periods are counted on.
import { Button, Form, Input, Select, Space, TreeSelect } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  EXCEL_REPORT_LIMITS,
  EXCEL_SCHEDULES,
  type ExcelAddBody,
  type ExcelSchedule,
  type ExcelSummary,
} from '../../../schemas/api/excel.ts'
import { DeviceSelect } from '../shared/maintenance/device-select.tsx'
import { useQueryCall } from '../shared/useAction.ts'
import { groupTree } from './groups.tsx'

export type InfoValues = Omit<ExcelAddBody, 'groupId' | 'utcOffsetMinutes'> & {
  groupId?: string
  utcOffsetMinutes: number
}

const pad = (n: number) => String(n).padStart(2, '0')
/** UTC+08:00 for 480. */
export const offsetText = (minutes: number) =>
  `UTC${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`
/** Whole and half hours from UTC-12 to UTC+14, with the browser's own offset among them. */
const OFFSETS = [
  ...new Set([...Array.from({ length: 55 }, (_, i) => -720 + i * 30), -new Date().getTimezoneOffset()]),
]
  .sort((a, b) => a - b)
  .map((m) => ({ value: m, label: offsetText(m) }))

export function infoValues(report: ExcelSummary | undefined): Partial<InfoValues> {
  if (!report)
    return {
      deviceIds: [],
      schedule: { kind: 'daily' },
      fillerRoleIds: [],
      readerRoleIds: [],
      utcOffsetMinutes: -new Date().getTimezoneOffset(),
    }
  return {
    name: report.name,
    groupId: report.groupId ?? undefined,
    deviceIds: report.devices.map((d) => d.id),
    schedule: report.schedule,
    fillerRoleIds: report.fillerRoles.map((r) => r.id),
    readerRoleIds: report.readerRoles.map((r) => r.id),
    utcOffsetMinutes: report.utcOffsetMinutes,
  }
}

/** The form's values as a call's body: no group is '' (top), shifts only for a per-shift schedule. */
export function infoBody(v: InfoValues): ExcelAddBody {
  const schedule: ExcelSchedule =
    v.schedule.kind === 'shift'
      ? { kind: 'shift', shifts: v.schedule.shifts ?? [] }
      : { kind: v.schedule.kind }
  return { ...v, groupId: v.groupId ?? '', schedule }
}

function Shifts() {
  const { t } = useTranslation('excel')
  return (
    <Form.List
      name={['schedule', 'shifts']}
      rules={[
        {
          validator: async (_, list) =>
            list?.length ? undefined : Promise.reject(new Error(t('shiftsNeeded'))),
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Form.Item label={t('shifts')}>
          {fields.map((field) => (
            <Space key={field.key} align="baseline">
              <Form.Item name={[field.name, 'name']} rules={[{ required: true, max: 32 }]}>
                <Input placeholder={t('shiftName')} style={{ width: 160 }} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'start']}
                rules={[{ required: true, pattern: /^([01][0-9]|2[0-3]):[0-5][0-9]$/, message: 'HH:mm' }]}
              >
                <Input placeholder={`${t('shiftStart')} 08:00`} style={{ width: 140 }} />
              </Form.Item>
              <Button type="link" danger onClick={() => remove(field.name)}>
                {t('delete')}
              </Button>
            </Space>
          ))}
          {fields.length < EXCEL_REPORT_LIMITS.shifts && (
            <Button onClick={() => add({ name: '', start: '' })}>{t('addShift')}</Button>
          )}
          <Form.ErrorList errors={errors} />
        </Form.Item>
      )}
    </Form.List>
  )
}

export function InfoFields() {
  const { t } = useTranslation('excel')
  const groups = useQueryCall('excel/group/query')
  const roles = useQueryCall('excel/roles')
  const groupNodes = useMemo(
    () => groupTree(groups.data ?? [], null, undefined, (g) => g.name),
    [groups.data],
  )
  const roleOptions = (roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))
  const kind = Form.useWatch(['schedule', 'kind'])
  return (
    <>
      <Form.Item name="name" label={t('name')} rules={[{ required: true, whitespace: true, max: 64 }]}>
        <Input data-testid="excel-name" />
      </Form.Item>
      <Form.Item name="groupId" label={t('group')}>
        <TreeSelect allowClear treeDefaultExpandAll treeData={groupNodes} placeholder={t('ungrouped')} />
      </Form.Item>
      <Form.Item name="deviceIds" label={t('devices')}>
        <DeviceSelect<string[]> ns="excel" multiple />
      </Form.Item>
      <Form.Item name={['schedule', 'kind']} label={t('schedule')} rules={[{ required: true }]}>
        <Select
          options={EXCEL_SCHEDULES.map((k) => ({ value: k, label: t(`schedule.${k}`) }))}
          data-testid="excel-schedule"
        />
      </Form.Item>
      {kind === 'shift' && <Shifts />}
      <Form.Item name="fillerRoleIds" label={t('fillers')} extra={t('anyRole')}>
        <Select
          mode="multiple"
          allowClear
          options={roleOptions}
          loading={roles.loading}
          optionFilterProp="label"
        />
      </Form.Item>
      <Form.Item name="readerRoleIds" label={t('readers')} extra={t('anyRole')}>
        <Select
          mode="multiple"
          allowClear
          options={roleOptions}
          loading={roles.loading}
          optionFilterProp="label"
        />
      </Form.Item>
      <Form.Item name="utcOffsetMinutes" label={t('timezone')}>
        <Select showSearch={{ optionFilterProp: 'label' }} options={OFFSETS} style={{ width: 200 }} />
      </Form.Item>
    </>
  )
}
