// The frame of the public pages (login, recovery, 404, noAuth): the product name over a centred body.
import { Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 24,
        background: '#f0f2f5',
      }}
    >
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('shell.product')}
      </Typography.Title>
      {children}
    </div>
  )
}
