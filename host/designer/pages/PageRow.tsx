// One page of the page switcher: its title (a click opens it), start and sub tags, and its actions:
// rename in place, duplicate, set as start page, move up and down.
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CopyOutlined,
  EditOutlined,
  HomeOutlined,
} from '@ant-design/icons'
import { Button, Input, Space, Tag, Tooltip } from 'antd'
import { useState } from 'react'
import type { PageSummary } from '../../../schemas/entities/project.ts'
import { usePageTexts } from './texts.ts'

export interface PageRowActions {
  open: (page: PageSummary) => void
  rename: (page: PageSummary, title: string) => void
  duplicate: (page: PageSummary) => void
  setStart: (page: PageSummary) => void
  move: (page: PageSummary, to: number) => void
}

function Act({
  label,
  icon,
  onClick,
  disabled,
}: {
  label: string
  icon: React.ReactNode
  onClick: () => void
  disabled?: boolean
}) {
  return (
    <Tooltip title={label}>
      <Button aria-label={label} type="text" size="small" icon={icon} disabled={disabled} onClick={onClick} />
    </Tooltip>
  )
}

export function PageRow(props: {
  page: PageSummary
  index: number
  count: number
  current: boolean
  busy: boolean
  actions: PageRowActions
}) {
  const { t } = usePageTexts()
  const { page, index, count, current, busy, actions } = props
  const [editing, setEditing] = useState(false)
  const done = (value?: string) => {
    setEditing(false)
    const title = value?.trim()
    if (title && title !== page.title) actions.rename(page, title)
  }
  return (
    <div
      data-testid="page-row"
      data-page-id={page.id}
      data-current={current}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 4,
        padding: '4px 8px',
        borderRadius: 6,
        background: current ? 'rgba(0,0,0,0.04)' : undefined,
        boxShadow: current ? 'inset 3px 0 0 #1677ff' : undefined,
      }}
    >
      {editing ? (
        <Input
          size="small"
          autoFocus
          defaultValue={page.title}
          maxLength={64}
          aria-label={t('title')}
          data-testid="page-rename"
          onFocus={(e) => e.target.select()}
          onKeyDown={(e) => {
            e.stopPropagation()
            if (e.key === 'Escape') setEditing(false)
          }}
          onPressEnter={(e) => done(e.currentTarget.value)}
          onBlur={(e) => done(e.currentTarget.value)}
        />
      ) : (
        <Button
          type="link"
          size="small"
          data-testid="page-open"
          aria-current={current ? 'page' : undefined}
          onClick={() => actions.open(page)}
          style={{
            flex: 1,
            minWidth: 0,
            justifyContent: 'flex-start',
            padding: 0,
            color: current ? undefined : 'rgba(0,0,0,0.88)',
          }}
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {page.title}
          </span>
        </Button>
      )}
      <Space size={0}>
        {page.isStart && <Tag color="blue">{t('start')}</Tag>}
        {page.kind === 'sub' && <Tag>{t('sub')}</Tag>}
        <Act label={t('rename')} icon={<EditOutlined />} onClick={() => setEditing(true)} disabled={busy} />
        <Act
          label={t('duplicate')}
          icon={<CopyOutlined />}
          onClick={() => actions.duplicate(page)}
          disabled={busy}
        />
        <Act
          label={t('setStart')}
          icon={<HomeOutlined />}
          onClick={() => actions.setStart(page)}
          disabled={busy || page.isStart || page.kind !== 'main'}
        />
        <Act
          label={t('moveUp')}
          icon={<ArrowUpOutlined />}
          onClick={() => actions.move(page, index - 1)}
          disabled={busy || index === 0}
        />
        <Act
          label={t('moveDown')}
          icon={<ArrowDownOutlined />}
          onClick={() => actions.move(page, index + 1)}
          disabled={busy || index === count - 1}
        />
      </Space>
    </div>
  )
}
