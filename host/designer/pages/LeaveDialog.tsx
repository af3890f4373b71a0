// Asks before leaving a page with unsaved changes for another page of the designer (issue 30).
import { Button, Modal } from 'antd'
import { usePageTexts } from './texts.ts'
import type { PendingSwitch } from './use-page-switch.ts'

export function LeaveDialog(props: {
  pending?: PendingSwitch
  onSave: () => void
  onDiscard: () => void
  onCancel: () => void
}) {
  const { t } = usePageTexts()
  return (
    <Modal
      open={props.pending !== undefined}
      title={t('leaveTitle')}
      onCancel={props.onCancel}
      data-testid="leave-dialog"
      footer={[
        <Button key="cancel" onClick={props.onCancel}>
          {t('cancel')}
        </Button>,
        <Button key="discard" danger onClick={props.onDiscard}>
          {t('discardAndGo')}
        </Button>,
        <Button key="save" type="primary" onClick={props.onSave}>
          {t('saveAndGo')}
        </Button>,
      ]}
    >
      {t('leaveBody', { title: props.pending?.title ?? '' })}
    </Modal>
  )
}
