// Tenant-isolation fixtures of the asset library (server/assets): one image uploaded by the enterprise's
// administrator, so no other enterprise may name it.
import type { EntityKind } from '../../../server/tenancy/entities.ts'
import type { TestEnterprise, TestServer } from './helpers.ts'

/** A 1x1 transparent png. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

/** Posts `asset/upload` as multipart (fields, then the file) and answers the envelope. */
export async function uploadAsset(
  server: TestServer,
  cookie: string | null,
  file: { name: string; data: Buffer; type?: string },
  fields: Record<string, string> = {},
) {
  const boundary = '----asset'
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  )
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  )
  const response = await server.app.inject({
    method: 'POST',
    url: '/lfscada/asset/upload',
    headers: {
      ...(cookie && { cookie }),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat(parts),
  })
  return response.json() as { code: number; msg: string; data: Record<string, unknown> }
}

export async function assetEntityFixtures(
  server: TestServer,
  org: TestEnterprise,
): Promise<Partial<Record<EntityKind, string>>> {
  const answer = await uploadAsset(server, org.admin.cookie, { name: 'fixture.png', data: PNG_1X1 })
  if (answer.code !== 200) throw new Error(`asset fixture: ${answer.code} ${answer.msg}`)
  return { asset: answer.data.id as string }
}
