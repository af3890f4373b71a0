// The designer's toolbar: undo and redo, clipboard, delete, group, order, align and even spacing, lock,
// format brush, zoom, preferences, preview and save. Every button is also reachable by its name.
import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  ArrowDownOutlined,
  ArrowUpOutlined,
  BorderBottomOutlined,
  BorderTopOutlined,
  ColumnHeightOutlined,
  ColumnWidthOutlined,
  CopyOutlined,
  DeleteOutlined,
  ExpandOutlined,
  EyeOutlined,
  FormatPainterOutlined,
  FundProjectionScreenOutlined,
  GroupOutlined,
  LockOutlined,
  RedoOutlined,
  SaveOutlined,
  ScissorOutlined,
  SettingOutlined,
  SnippetsOutlined,
  UndoOutlined,
  UngroupOutlined,
  UnlockOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignMiddleOutlined,
  VerticalAlignTopOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons'
import { Button, Divider, Popover, Space, Tooltip, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useActions, useDesignerEnv, useDesignerState, useEditorState } from '../context.tsx'
import { useDesignerTexts } from '../i18n.ts'
import { PageSwitcher } from '../pages/PageSwitcher.tsx'
import { Preferences } from './Preferences.tsx'

interface ToolProps {
  label: string
  icon: ReactNode
  onClick: () => void
  disabled?: boolean
  active?: boolean
}

function Tool({ label, icon, onClick, disabled, active }: ToolProps) {
  return (
    <Tooltip title={label}>
      <Button
        aria-label={label}
        type={active ? 'primary' : 'text'}
        size="small"
        icon={icon}
        disabled={disabled}
        onClick={onClick}
      />
    </Tooltip>
  )
}

export function Toolbar({ onFit }: { onFit: () => void }) {
  const { t } = useDesignerTexts()
  const { save, previewUrl, liveWhere } = useDesignerEnv()
  const a = useActions()
  const selection = useDesignerState((s) => s.selection)
  const zoom = useDesignerState((s) => s.zoom)
  const brush = useDesignerState((s) => s.brush)
  const livePreview = useDesignerState((s) => s.livePreview)
  const { canUndo, canRedo, canPaste } = useEditorState((s) => s)
  const none = selection.length === 0
  const few = selection.length < 2
  return (
    <Space wrap size={2} style={{ padding: '4px 8px', width: '100%' }} data-testid="toolbar">
      <PageSwitcher />
      <Tool label={t('tool.undo')} icon={<UndoOutlined />} onClick={a.undo} disabled={!canUndo} />
      <Tool label={t('tool.redo')} icon={<RedoOutlined />} onClick={a.redo} disabled={!canRedo} />
      <Divider orientation="vertical" />
      <Tool label={t('tool.copy')} icon={<CopyOutlined />} onClick={a.copy} disabled={none} />
      <Tool label={t('tool.cut')} icon={<ScissorOutlined />} onClick={a.cut} disabled={none} />
      <Tool label={t('tool.paste')} icon={<SnippetsOutlined />} onClick={a.paste} disabled={!canPaste} />
      <Tool label={t('tool.delete')} icon={<DeleteOutlined />} onClick={a.remove} disabled={none} />
      <Divider orientation="vertical" />
      <Tool label={t('tool.group')} icon={<GroupOutlined />} onClick={a.group} disabled={few} />
      <Tool label={t('tool.ungroup')} icon={<UngroupOutlined />} onClick={a.ungroup} disabled={none} />
      <Tool
        label={t('tool.front')}
        icon={<VerticalAlignTopOutlined />}
        onClick={() => a.order('front')}
        disabled={none}
      />
      <Tool
        label={t('tool.forward')}
        icon={<ArrowUpOutlined />}
        onClick={() => a.order('forward')}
        disabled={none}
      />
      <Tool
        label={t('tool.backward')}
        icon={<ArrowDownOutlined />}
        onClick={() => a.order('backward')}
        disabled={none}
      />
      <Tool
        label={t('tool.back')}
        icon={<VerticalAlignBottomOutlined />}
        onClick={() => a.order('back')}
        disabled={none}
      />
      <Divider orientation="vertical" />
      <Tool
        label={t('align.left')}
        icon={<AlignLeftOutlined />}
        onClick={() => a.align('left')}
        disabled={few}
      />
      <Tool
        label={t('align.hcenter')}
        icon={<AlignCenterOutlined />}
        onClick={() => a.align('hcenter')}
        disabled={few}
      />
      <Tool
        label={t('align.right')}
        icon={<AlignRightOutlined />}
        onClick={() => a.align('right')}
        disabled={few}
      />
      <Tool
        label={t('align.top')}
        icon={<BorderTopOutlined />}
        onClick={() => a.align('top')}
        disabled={few}
      />
      <Tool
        label={t('align.vmiddle')}
        icon={<VerticalAlignMiddleOutlined />}
        onClick={() => a.align('vmiddle')}
        disabled={few}
      />
      <Tool
        label={t('align.bottom')}
        icon={<BorderBottomOutlined />}
        onClick={() => a.align('bottom')}
        disabled={few}
      />
      <Tool
        label={t('distribute.horizontal')}
        icon={<ColumnWidthOutlined />}
        onClick={() => a.distribute('horizontal')}
        disabled={few}
      />
      <Tool
        label={t('distribute.vertical')}
        icon={<ColumnHeightOutlined />}
        onClick={() => a.distribute('vertical')}
        disabled={few}
      />
      <Divider orientation="vertical" />
      <Tool
        label={t('tool.lock')}
        icon={<LockOutlined />}
        onClick={() => a.setLocked(true)}
        disabled={none}
      />
      <Tool
        label={t('tool.unlock')}
        icon={<UnlockOutlined />}
        onClick={() => a.setLocked(false)}
        disabled={none}
      />
      <Tool
        label={t('tool.brush')}
        icon={<FormatPainterOutlined />}
        onClick={a.armBrush}
        disabled={none && !brush}
        active={Boolean(brush)}
      />
      <Divider orientation="vertical" />
      <Tool label={t('tool.zoomOut')} icon={<ZoomOutOutlined />} onClick={() => a.setZoom(zoom / 1.2)} />
      <Typography.Text style={{ width: 44, textAlign: 'center' }} data-testid="zoom">
        {Math.round(zoom * 100)}%
      </Typography.Text>
      <Tool label={t('tool.zoomIn')} icon={<ZoomInOutlined />} onClick={() => a.setZoom(zoom * 1.2)} />
      <Tool label={t('tool.zoomFit')} icon={<ExpandOutlined />} onClick={onFit} />
      <Popover trigger="click" content={<Preferences />} title={t('pref.title')} placement="bottomRight">
        <Button aria-label={t('tool.settings')} type="text" size="small" icon={<SettingOutlined />} />
      </Popover>
      {liveWhere && (
        <Tool
          label={livePreview ? t('tool.liveOff') : t('tool.live')}
          icon={<FundProjectionScreenOutlined />}
          onClick={() => a.setLivePreview(!livePreview)}
          active={livePreview}
        />
      )}
      {previewUrl && (
        <Tool
          label={t('tool.preview')}
          icon={<EyeOutlined />}
          onClick={() => window.open(previewUrl, '_blank')}
        />
      )}
      <Button
        aria-label={t('tool.save')}
        type="primary"
        size="small"
        icon={<SaveOutlined />}
        onClick={() => void save()}
      >
        {t('tool.save')}
      </Button>
    </Space>
  )
}
