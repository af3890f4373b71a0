// The page of a reply link (issue 21, public): `/alarm/ack/{token}` asks before it acknowledges the alarm
// (chat apps open links to preview them, which must not acknowledge anything), then says what happened.
import { Alert, Button, Card, Result } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useServices } from '../shared/services.tsx'

interface AckAnswer {
  title: string
  acknowledged: boolean
  confirmedBy: string
}

export function AlarmAck() {
  const { t } = useTranslation('operations')
  const { api } = useServices()
  const { token = '' } = useParams()
  const [answer, setAnswer] = useState<AckAnswer>()
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState(false)
  const acknowledge = async () => {
    setBusy(true)
    try {
      setAnswer(await api.call('alarm/ack/link', { token }))
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div style={{ maxWidth: 560, margin: '64px auto', padding: '0 16px' }} data-testid="alarm-ack">
      <Card title={t('ackTitle')}>
        {failed ? (
          <Result status="warning" title={t('ackInvalid')} />
        ) : answer ? (
          <Result
            status="success"
            title={
              answer.acknowledged
                ? t('ackDone', { title: answer.title })
                : t('ackAlready', { title: answer.title, who: answer.confirmedBy })
            }
          />
        ) : (
          <>
            <Alert type="warning" showIcon message={t('ackIntro')} style={{ marginBottom: 24 }} />
            <Button type="primary" size="large" block loading={busy} onClick={acknowledge} data-testid="ack">
              {t('ackButton')}
            </Button>
          </>
        )}
      </Card>
    </div>
  )
}
