// The frame of the public pages (login, recovery, 404, noAuth): the product name over a centred body.
// An enterprise's login page (issue 34) gives its own background, heading, subtitle and footer.
import { Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cssImage } from '../../../core/validation/url.ts'

export interface FrameLook {
  /** a colour ('' for the default grey) */
  background: string
  /** an image address (drawn over the colour, covering the page) */
  backgroundImage: string
  heading: string
  subtitle: string
  footer: string
}

export function PublicFrame({ children, look }: { children: ReactNode; look?: FrameLook }) {
  const { t } = useTranslation()
  return (
    <div
      data-testid="public-frame"
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 24,
        backgroundColor: look?.background || '#f0f2f5',
        // the address passes the URL allow-list again here (it did at save)
        backgroundImage: cssImage(look?.backgroundImage),
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <div style={{ textAlign: 'center' }}>
        <Typography.Title level={2} style={{ margin: 0 }} data-testid="frame-heading">
          {look?.heading || t('shell.product')}
        </Typography.Title>
        {look?.subtitle && (
          <Typography.Text type="secondary" data-testid="frame-subtitle">
            {look.subtitle}
          </Typography.Text>
        )}
      </div>
      {children}
      {look?.footer && (
        <Typography.Text type="secondary" data-testid="frame-footer">
          {look.footer}
        </Typography.Text>
      )}
    </div>
  )
}
