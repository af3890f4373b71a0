// A row's edit and delete buttons (delete after a confirmation naming the row), for the platform lists.
import { Button, Popconfirm, Space } from 'antd'
import { useTranslation } from 'react-i18next'

export function RowActions({
  name,
  onEdit,
  onDelete,
  canDelete = true,
}: {
  name: string
  onEdit: () => void
  /** absent: the row cannot be deleted at all (no button) */
  onDelete?: () => void
  /** false: the button shows, disabled (the row is in use) */
  canDelete?: boolean
}) {
  const { t } = useTranslation('platform')
  return (
    <Space>
      <Button size="small" onClick={onEdit}>
        {t('edit')}
      </Button>
      {onDelete && (
        <Popconfirm title={t('deleteConfirm', { name })} onConfirm={onDelete} disabled={!canDelete}>
          <Button size="small" danger disabled={!canDelete}>
            {t('delete')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  )
}
