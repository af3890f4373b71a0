// Tenant-isolation fixtures of the asset library (server/assets): one image uploaded by the enterprise's
// administrator, so no other enterprise may name it.
import type { EntityKind } from '../../../server/tenancy/entities.ts'
import type { TestEnterprise, TestServer } from './helpers.ts'

/** A 1x1 transparent png. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

export interface UploadedFile {
  name: string
  data: Buffer
  type?: string
}

/** Posts a multipart call (fields, then the file `file`) and answers the envelope. */
export async function postFile(
  server: Pick<TestServer, 'app'>,
  path: string,
  cookie: string | null,
  file: UploadedFile,
  fields: Record<string, string> = {},
) {
  const boundary = '----upload'
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
    url: `/lfscada/${path}`,
    headers: {
      ...(cookie && { cookie }),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat(parts),
  })
  return response.json() as { code: number; msg: string; data: Record<string, unknown> }
}

/** Posts `asset/upload` as multipart and answers the envelope. */
export const uploadAsset = (
  server: TestServer,
  cookie: string | null,
  file: UploadedFile,
  fields: Record<string, string> = {},
) => postFile(server, 'asset/upload', cookie, file, fields)

export async function assetEntityFixtures(
  server: TestServer,
  org: TestEnterprise,
): Promise<Partial<Record<EntityKind, string>>> {
  const answer = await uploadAsset(server, org.admin.cookie, { name: 'fixture.png', data: PNG_1X1 })
  if (answer.code !== 200) throw new Error(`asset fixture: ${answer.code} ${answer.msg}`)
  return { asset: answer.data.id as string }
}
