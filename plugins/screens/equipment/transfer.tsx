// Moving a device's configuration (drivers, signals, alarms, reports, scripts, pages): export it as a
// file, import such a file in its place, or copy it to other devices of the same gateway series. Import
// and copy run as jobs whose progress, problems and solutions are shown (platform spec §4).
import { Button, Form, Modal, Select, Space, Upload } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { EndpointAnswer } from '../../../schemas/api/endpoints.ts'
import type { Device } from '../../../schemas/entities/equipment.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'
import { JobModal } from './job.tsx'

/** Saves `data` as a JSON file the browser downloads. */
function download(name: string, data: unknown) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
  const a = document.createElement('a')
  a.href = URL.createObjectURL(blob)
  a.download = name
  a.click()
  URL.revokeObjectURL(a.href)
}

/** Other devices to copy to (the first page of a search by name or SN), asked while `open`. */
function useTargets(deviceId: string, keyword: string, open: boolean) {
  const devices = useQueryCall(open ? 'equipment/multi/query' : undefined, {
    keyword: keyword || undefined,
    pageSize: 100,
  })
  return (devices.data?.list ?? []).filter((d) => d.id !== deviceId)
}

export function ConfigTransfer({ device, onChanged }: { device: Device; onChanged: () => void }) {
  const { api } = useServices()
  const { t } = useTranslation('equipment')
  const { run } = useAction()
  const [job, setJob] = useState<{ id: string; title: string } | undefined>()
  const [copying, setCopying] = useState(false)
  const [keyword, setKeyword] = useState('')
  const [targets, setTargets] = useState<string[]>([])
  const candidates = useTargets(device.id, keyword, copying)
  const [names, setNames] = useState<Map<string, string>>(new Map())
  const known = useMemo(
    () => new Map([...names, ...candidates.map((d) => [d.id, d.name] as const)]),
    [names, candidates],
  )

  const start = async (title: string, call: () => Promise<EndpointAnswer<'equipment/multi/copy'>>) => {
    const started = await run(call)
    if (started?.jobId) setJob({ id: started.jobId, title })
  }
  const exportFile = async () => {
    const file = await run(() => api.call('equipment/multi/export', { id: device.id }))
    if (file) download(`${device.name}.json`, file)
  }
  const importFile = async (file: File) => {
    const document = await file.text()
    await start(t('import'), () => api.call('equipment/multi/import', { id: device.id, document }))
  }
  const copy = async () => {
    setNames(known)
    setCopying(false)
    await start(t('copy'), () => api.call('equipment/multi/copy', { id: device.id, targetIds: targets }))
  }

  return (
    <Space wrap>
      <Button onClick={exportFile} data-testid="config-export">
        {t('export')}
      </Button>
      <Upload
        accept=".json,application/json"
        showUploadList={false}
        beforeUpload={(file) => {
          void importFile(file)
          return false
        }}
      >
        <Button data-testid="config-import" title={t('importReplaces')}>
          {t('import')}
        </Button>
      </Upload>
      <Button onClick={() => setCopying(true)} data-testid="config-copy">
        {t('copy')}
      </Button>
      <Modal
        open={copying}
        title={t('copy')}
        onCancel={() => setCopying(false)}
        okButtonProps={{ disabled: targets.length === 0, 'data-testid': 'copy-start' } as never}
        onOk={copy}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={t('copyTargets')} extra={t('copyHint')}>
            <Select
              mode="multiple"
              data-testid="copy-targets"
              value={targets}
              onChange={setTargets}
              showSearch={{ filterOption: false, onSearch: (v) => setKeyword(v.trim()) }}
              options={candidates.map((d) => ({
                value: d.id,
                label: `${d.name}${d.sn ? ` (${d.sn})` : ''}`,
              }))}
            />
          </Form.Item>
        </Form>
      </Modal>
      <JobModal
        jobId={job?.id}
        title={job?.title ?? ''}
        onClose={() => setJob(undefined)}
        onEnd={onChanged}
        targetName={(id) => known.get(id) ?? (id === device.id ? device.name : id)}
      />
    </Space>
  )
}
