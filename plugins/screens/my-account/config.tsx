// The user's own settings (platform spec §7 `user/config/query|save`): a document the client owns;
// this screen keeps the landing page, the monitor list's default view, and the language and time zone
// the account's alarm notifications are written in (issue 38; the server reads `language` and
// `timeZone`: server/alarms/notice-text.ts).
import { Button, Card, Form, Select } from 'antd'
import { useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { LANGS, type Lang } from '../../../core/i18n/langs.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'

interface UserConfigDoc {
  landing?: string
  monitorView?: 'list' | 'map'
  language?: Lang
  timeZone?: string
}

/** Each IANA zone with its offset now: "Asia/Shanghai (GMT+8)". */
function zoneOptions() {
  const now = Date.now()
  return Intl.supportedValuesOf('timeZone').map((zone) => {
    const offset = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(now)
      .find((p) => p.type === 'timeZoneName')?.value
    return { value: zone, label: offset ? `${zone} (${offset})` : zone }
  })
}

const LANDINGS = ['/manage/eg/equipment/list', '/monitor/eg/list', '/msg/messageAll'] as const

export function UserConfig() {
  const { api } = useServices()
  const { t } = useTranslation('account')
  const { t: tShell } = useTranslation('shell')
  const { run, busy } = useAction()
  const config = useQueryCall('user/config/query')
  const [form] = Form.useForm<UserConfigDoc>()
  const zones = useMemo(zoneOptions, [])
  useEffect(() => {
    if (config.data) form.setFieldsValue(config.data)
  }, [config.data, form])
  return (
    <Card title={t('configKey')} loading={config.loading} data-testid="user-config">
      <Form<UserConfigDoc>
        form={form}
        layout="vertical"
        style={{ maxWidth: 480 }}
        onFinish={(v) => run(() => api.call('user/config/save', { config: { ...config.data, ...v } }))}
      >
        <Form.Item name="landing" label={t('configValue')}>
          <Select
            allowClear
            options={LANDINGS.map((p) => ({ value: p, label: tShell(`area.${p.split('/')[1]}`) }))}
          />
        </Form.Item>
        <Form.Item name="monitorView" label={t('equipDisplay')}>
          <Select options={['list', 'map'].map((v) => ({ value: v, label: v }))} />
        </Form.Item>
        <Form.Item name="language" label={t('noticeLanguage')} extra={t('noticeHint')}>
          <Select
            allowClear
            data-testid="config-language"
            options={LANGS.map((l) => ({ value: l, label: t(`lang.${l}`) }))}
          />
        </Form.Item>
        <Form.Item name="timeZone" label={t('noticeTimeZone')}>
          <Select
            allowClear
            showSearch
            data-testid="config-time-zone"
            placeholder={Intl.DateTimeFormat().resolvedOptions().timeZone}
            options={zones}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  )
}
