// A device job's progress (platform spec §4: device import, device copy and template copy show
// progress, then completed or failed with a problem and solution list): `equipment/multi/job/info`
// is asked every JOB_POLL_MS until the job ends.
import { Alert, Modal, Progress, Table } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { sleep } from '../../../core/api/index.ts'
import type { Job, Problem } from '../../../schemas/entities/equipment.ts'
import { useServices } from '../shared/services.tsx'

export const JOB_POLL_MS = 500

/** Polls the job until it ends; undefined until the first answer. */
export function useJob(jobId: string | undefined, onEnd?: (job: Job) => void): Job | undefined {
  const { api, fail } = useServices()
  const [job, setJob] = useState<Job | undefined>()
  // biome-ignore lint/correctness/useExhaustiveDependencies: onEnd is read once per job, when it ends
  useEffect(() => {
    setJob(undefined)
    if (!jobId) return
    const stop = new AbortController()
    const poll = async () => {
      for (;;) {
        const next = await api.call('equipment/multi/job/info', { id: jobId }, { signal: stop.signal })
        setJob(next)
        if (next.state !== 'running') return onEnd?.(next)
        await sleep(api.clock, JOB_POLL_MS, stop.signal)
      }
    }
    poll().catch((e) => {
      if (!stop.signal.aborted) fail(e)
    })
    return () => stop.abort()
  }, [api, fail, jobId])
  return job
}

export function JobProgress({
  job,
  targetName,
}: {
  job: Job | undefined
  targetName?: (id: string) => string
}) {
  const { t } = useTranslation('equipment')
  if (!job) return <Progress percent={0} status="active" />
  const percent = job.total === 0 ? 100 : Math.round((job.done / job.total) * 100)
  return (
    <div data-testid="job-progress" data-state={job.state}>
      <Progress
        percent={percent}
        status={job.state === 'running' ? 'active' : job.state === 'failed' ? 'exception' : 'success'}
        format={() => `${job.done} / ${job.total}`}
      />
      {job.state !== 'running' && (
        <Alert
          style={{ margin: '12px 0' }}
          type={job.state === 'completed' ? 'success' : 'error'}
          title={t(`job.${job.state}`)}
        />
      )}
      {job.problems.length > 0 && (
        <Table<Problem>
          size="small"
          rowKey={(p) => `${p.target}:${p.code}:${p.kind}`}
          dataSource={job.problems}
          pagination={false}
          data-testid="job-problems"
          columns={[
            { title: t('job.target'), dataIndex: 'target', render: (id: string) => targetName?.(id) ?? id },
            { title: t('job.problem'), dataIndex: 'problem' },
            { title: t('job.solution'), dataIndex: 'solution' },
          ]}
        />
      )}
    </div>
  )
}

/** A job's progress in a dialog; `onEnd` runs once it completed or failed. */
export function JobModal({
  jobId,
  title,
  onClose,
  onEnd,
  targetName,
}: {
  jobId: string | undefined
  title: string
  onClose: () => void
  onEnd?: (job: Job) => void
  targetName?: (id: string) => string
}) {
  const { t } = useTranslation('equipment')
  const job = useJob(jobId, onEnd)
  return (
    <Modal
      open={jobId !== undefined}
      title={title}
      onCancel={onClose}
      onOk={onClose}
      okText={t('job.close')}
      cancelButtonProps={{ style: { display: 'none' } }}
      destroyOnHidden
    >
      <JobProgress job={job} targetName={targetName} />
    </Modal>
  )
}
