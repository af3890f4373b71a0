// A live picture of a style's login or main page as the editor's form stands (issue 34,
// `/style/edit/login|main|preview/{id}`): the colours, background and texts in one language. It is a
// picture, not the page: its fields and buttons do nothing. Texts are React text; the background address
// passes the URL allow-list again (cssImage).
import { Button, Card, Checkbox, Input, Menu, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { cssImage } from '../../../core/validation/url.ts'
import { isCssColour } from '../../../schemas/colour.ts'
import type { PageLook } from '../../../schemas/entities/style.ts'

/** A colour only when it is one (the form may hold a half-typed value). */
const colour = (value: string | undefined) => (value && isCssColour(value) ? value : undefined)

export interface PreviewProps {
  kind: 'login' | 'main'
  look: PageLook
  lang: 'zh' | 'en'
  logo?: string
  backgroundImage?: string
  /** the login page asks for the agreement and policy */
  legal?: boolean
  /** the style's title (the main page's name without a text of its own) */
  title: string
  height?: number | string
}

export function LookPreview({
  kind,
  look,
  lang,
  logo,
  backgroundImage,
  legal,
  title,
  height = 520,
}: PreviewProps) {
  const { t } = useTranslation('style')
  const texts = look[lang]
  const primary = colour(look.primary)
  const background = colour(look.background)
  const logoImage = logo && <img src={logo} alt="" style={{ height: 28 }} />
  if (kind === 'main')
    return (
      <div
        data-testid="look-preview"
        style={{ height, border: '1px solid #f0f0f0', display: 'flex', flexDirection: 'column' }}
      >
        <div
          style={{
            background: background ?? '#001529',
            color: '#fff',
            padding: '12px 16px',
            display: 'flex',
            gap: 8,
            alignItems: 'center',
          }}
        >
          {logoImage}
          <strong data-testid="preview-title">{texts.title || title}</strong>
          {/* as the layout's header shows it (host/shell/layout/Layout.tsx) */}
          {texts.subtitle && <span style={{ fontSize: 12, opacity: 0.75 }}>{texts.subtitle}</span>}
        </div>
        <div style={{ display: 'flex', flex: 1 }}>
          <Menu
            style={{ width: 180 }}
            selectedKeys={['1']}
            items={[
              { key: '1', label: t('previewMenu1'), style: primary ? { color: primary } : undefined },
              { key: '2', label: t('previewMenu2') },
            ]}
          />
          <div style={{ flex: 1, padding: 16 }} />
        </div>
        {texts.footer && <div style={{ textAlign: 'center', padding: 8, color: '#888' }}>{texts.footer}</div>}
      </div>
    )
  return (
    <div
      data-testid="look-preview"
      style={{
        height,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 16,
        backgroundColor: background ?? '#f0f2f5',
        backgroundImage: cssImage(backgroundImage),
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <div style={{ textAlign: 'center' }}>
        <Typography.Title level={3} style={{ margin: 0 }} data-testid="preview-title">
          {texts.title || t('previewDefaultTitle')}
        </Typography.Title>
        {texts.subtitle && <Typography.Text type="secondary">{texts.subtitle}</Typography.Text>}
      </div>
      <Card
        size="small"
        style={{ width: 300 }}
        title={
          <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            {logoImage}
            {title}
          </span>
        }
      >
        <Input disabled placeholder={t('previewAccount')} style={{ marginBottom: 8 }} />
        <Input disabled placeholder={t('previewPassword')} style={{ marginBottom: 8 }} />
        {legal && (
          <Checkbox disabled style={{ marginBottom: 8 }}>
            {t('previewAccept')}
          </Checkbox>
        )}
        <Button type="primary" block style={primary ? { background: primary } : undefined} tabIndex={-1}>
          {t('previewSubmit')}
        </Button>
      </Card>
      {texts.footer && <Typography.Text type="secondary">{texts.footer}</Typography.Text>}
    </div>
  )
}
