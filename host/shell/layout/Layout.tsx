// The logged-in layout (platform spec §2): the four areas on top, the area's menu on the side (the
// back-office groups for manage), language switch, unread badge and the user menu; plus the
// logged-in services: message push, the dialog queue and the hardware lock check. The style's main look
// (issue 34, `/style/edit/main/{id}`) colours the header and the primary colour, names the platform in the
// reader's language with its subtitle, and adds its footer line.
import { BellOutlined, UserOutlined } from '@ant-design/icons'
import { Layout as AntLayout, Badge, Button, ConfigProvider, Dropdown, Menu, Space } from 'antd'
import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Outlet, useLocation, useNavigate } from 'react-router'
import type { Lang } from '../../../core/i18n/index.ts'
import { hasAuth } from '../../../plugins/screens/shared/user.ts'
import { unreadBadge } from '../badge.ts'
import { useShell, useUnreadCount, useUser } from '../context.tsx'
import { DialogHost } from '../dialogs/DialogHost.tsx'
import { areaOfPath, buildMenu, TOP_AREAS } from '../menu.ts'
import { MessagePush } from '../notify/MessagePush.tsx'
import { LangSwitch } from '../parts/LangSwitch.tsx'
import { useTheme } from '../parts/useTheme.ts'
import { LockCheck } from './LockCheck.tsx'

export function Layout() {
  const { screens, session, dialogs } = useShell()
  const user = useUser()
  const { t, i18n } = useTranslation()
  const lang = i18n.language as Lang
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const area = areaOfPath(pathname) ?? 'manage'
  const unread = useUnreadCount()
  const { theme } = useTheme()
  const look = theme?.main
  const lookTexts = look?.[lang === 'en' ? 'en' : 'zh']
  // issue 31: the content and the side menu scroll apart, and a new route opens at its top (an entry
  // picked low in a long menu used to open the next screen scrolled as far down)
  const content = useRef<HTMLElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change
  useEffect(() => {
    // the properties, not scrollTo(): the same in every browser and in jsdom, which has no scrollTo
    if (!content.current) return
    content.current.scrollTop = 0
    content.current.scrollLeft = 0
  }, [pathname])

  const sections = useMemo(() => buildMenu(screens, area, (key) => hasAuth(user, key)), [screens, area, user])
  const items = sections.map((s) => ({
    key: s.group,
    type: area === 'manage' ? ('group' as const) : undefined,
    label: t(`shell.menuGroup.${s.group}`),
    children: s.items.map((item) => ({
      // by the entry's key: two groups may link the same screen (the GM centre's gateways and the
      // platform's hardware), and a menu's keys must be unique
      key: item.key,
      label: <Link to={item.path}>{item.title[lang]}</Link>,
    })),
  }))
  const flatItems = area === 'manage' ? items : items.flatMap((s) => s.children)
  const selected = sections.flatMap((s) => s.items).find((i) => pathname.startsWith(i.path))?.key

  const logout = async () => {
    dialogs.reset()
    // the session is left either way: a logout the server missed ends with the session's time
    await session.logout().catch(() => {})
    navigate('/login', { replace: true })
  }

  return (
    <ConfigProvider theme={look?.primary ? { token: { colorPrimary: look.primary } } : undefined}>
      <AntLayout style={{ height: '100vh' }} data-testid="layout">
        <AntLayout.Header
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 24,
            ...(look?.background ? { background: look.background } : {}),
          }}
          data-testid="layout-header"
        >
          <div
            style={{
              color: '#fff',
              fontWeight: 600,
              fontSize: 18,
              whiteSpace: 'nowrap',
              display: 'flex',
              gap: 8,
            }}
          >
            {theme?.logo && (
              <img
                src={theme.logo}
                alt=""
                style={{ height: 32, alignSelf: 'center' }}
                data-testid="layout-logo"
              />
            )}
            <span data-testid="layout-title">{lookTexts?.title || theme?.title || t('shell.product')}</span>
            {lookTexts?.subtitle && (
              <span
                data-testid="layout-subtitle"
                title={lookTexts.subtitle}
                style={{
                  fontWeight: 400,
                  fontSize: 13,
                  opacity: 0.75,
                  alignSelf: 'center',
                  maxWidth: 280,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                }}
              >
                {lookTexts.subtitle}
              </span>
            )}
          </div>
          <Menu
            theme="dark"
            mode="horizontal"
            selectedKeys={[area]}
            // the header's colour shows through (a style's main look may set it)
            style={{ flex: 1, minWidth: 0, background: 'transparent' }}
            data-testid="top-menu"
            items={TOP_AREAS.map((a) => ({
              key: a,
              label: <Link to={`/${a}`}>{t(`shell.area.${a}`)}</Link>,
            }))}
          />
          <Space size="middle">
            <LangSwitch />
            <Link to="/msg/messageUnReaden" aria-label={t('shell.unread')}>
              <Badge count={unreadBadge(unread)} data-testid="unread-badge">
                <BellOutlined style={{ fontSize: 20, color: '#fff' }} />
              </Badge>
            </Link>
            <Dropdown
              menu={{ items: [{ key: 'logout', label: t('shell.logout'), onClick: () => void logout() }] }}
            >
              <Button type="text" icon={<UserOutlined />} style={{ color: '#fff' }} data-testid="user-menu">
                {user?.loginname}
              </Button>
            </Dropdown>
          </Space>
        </AntLayout.Header>
        <AntLayout style={{ minHeight: 0 }}>
          <AntLayout.Sider width={220} theme="light" style={{ overflowY: 'auto' }} data-testid="side-scroll">
            <Menu
              mode="inline"
              selectedKeys={selected ? [selected] : []}
              items={flatItems}
              data-testid="side-menu"
            />
          </AntLayout.Sider>
          <AntLayout.Content
            ref={content}
            style={{ padding: 16, overflow: 'auto', minWidth: 0 }}
            data-testid="layout-content"
          >
            <Outlet />
            <DialogHost />
          </AntLayout.Content>
        </AntLayout>
        {lookTexts?.footer && (
          <AntLayout.Footer
            style={{ textAlign: 'center', padding: '6px 16px', fontSize: 12 }}
            data-testid="layout-footer"
          >
            {lookTexts.footer}
          </AntLayout.Footer>
        )}
        <MessagePush />
        <LockCheck />
      </AntLayout>
    </ConfigProvider>
  )
}
