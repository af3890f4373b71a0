// Above the layers: how many widgets reach past the page's edge (cut at runtime), and "fit page to
// content" (issue 30).
import { ExpandAltOutlined, WarningOutlined } from '@ant-design/icons'
import { App, Button, Tooltip } from 'antd'
import { useActions, useDesignerEnv } from '../context.tsx'
import { usePageTexts } from '../pages/texts.ts'

export function OutsideBar({ count }: { count: number }) {
  const { t } = usePageTexts()
  const actions = useActions()
  const { designer } = useDesignerEnv()
  const { message } = App.useApp()
  const fit = () => {
    if (!actions.fitToContent()) return
    const { width, height } = designer.editor.getPage().con
    void message.success(t('fitted', { width, height }))
  }
  return (
    <div
      role="status"
      data-testid="layers-outside"
      style={{
        padding: '4px 8px 6px',
        background: '#fff7e6',
        borderBottom: '1px solid #ffd591',
        fontSize: 12,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 6, marginBottom: 4 }}>
        <WarningOutlined style={{ color: '#fa8c16' }} />
        <span>{t('outsideCount', { count })}</span>
      </div>
      <Tooltip title={t('fitPageHint')}>
        <Button size="small" block icon={<ExpandAltOutlined />} onClick={fit} data-testid="fit-page">
          {t('fitPage')}
        </Button>
      </Tooltip>
    </div>
  )
}
