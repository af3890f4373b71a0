// Tenant-isolation fixtures of enterprise styles (server/styles): one style of the enterprise, made
// through the API by its administrator; not a system style, so no other enterprise may name it. Issue 34:
// a push configuration of it, and a grant of it to a third enterprise (the platform's), never to the
// other enterprise under test.
import { expect } from 'vitest'
import type { EntityKind } from '../../../server/tenancy/entities.ts'
import { ok, type Session, type TestEnterprise, type TestServer } from './helpers.ts'

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
/** A buffer of `bytes` bytes starting with the png signature. */
export const png = (bytes: number) => {
  const data = Buffer.alloc(bytes, 7)
  Buffer.from(PNG_HEAD).copy(data)
  return data
}

/** A multipart call of a style (`updateWebMain`, `updateWebLogin`) with its id and the files given. */
export async function uploadStyleFiles(
  server: TestServer,
  path: string,
  session: Session | null,
  id: string,
  files: Record<string, [string, Buffer]>,
) {
  const boundary = '----style'
  const parts: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="id"\r\n\r\n${id}\r\n`),
  ]
  for (const [field, [filename, data]] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  const response = await server.app.inject({
    method: 'POST',
    url: `/lfscada/${path}`,
    headers: {
      ...(session && { cookie: session.cookie }),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat(parts),
  })
  expect(response.statusCode).toBe(200)
  return response.json() as { code: number; data: Record<string, unknown> }
}

export async function styleEntityFixtures(
  org: TestEnterprise,
  platform: Session,
): Promise<Partial<Record<EntityKind, string>>> {
  const style = await ok(org.admin.call('style/add', { name: 'Fixture', title: 'Fixture' }))
  const conf = await ok(
    org.admin.call('style/pushconf/add', { styleId: style.id, channel: 'app', appKey: 'k', appSecret: 's' }),
  )
  const grant = await ok(org.admin.call('style/auth', { styleId: style.id, party: platform.info.loginname }))
  return { style: style.id, usableStyle: style.id, stylePushConf: conf.id, styleGrant: grant.id }
}
