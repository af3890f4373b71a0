// Gateway firmware and over-the-air upgrades (issue 35; the firmware tab of `/manage/system/hardware`):
// packages uploaded by the platform administrators, the upgrade of one gateway or many, the jobs with the
// agent's progress, and the package download a gateway makes with its one-time token (public: the token
// is the credential, spent by the first download).
import { Code } from '../../core/i18n/codes.ts'
import { Empty } from '../../schemas/api/common.ts'
import { FIRMWARE_MAX_BYTES } from '../../schemas/api/firmware.ts'
import { jobView, spendDownloadToken, startUpgrades } from '../firmware/jobs.ts'
import { addPackage, PACKAGE_COLUMNS, packageView } from '../firmware/packages.ts'
import { firmwareSigner } from '../firmware/signer.ts'
import { fail } from '../http/api-error.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import { publicUrl } from '../params/system-params.ts'
import { pageOf } from '../views/paging.ts'
import { endpoint } from './endpoint.ts'
import { route } from './types.ts'

export const firmwareRoutes = [
  endpoint('system/firmware/query', {
    summary: 'page through the firmware packages, newest first (keyword on the version)',
    auth: 'platform_admin',
    handler: async ({ body, s }) => {
      const query = s.db
        .selectFrom('firmwarePackages')
        .select(PACKAGE_COLUMNS)
        .$if(!!body.keyword, (q) => q.where('version', 'like', `%${body.keyword}%`))
        .orderBy('createdAt', 'desc')
        .orderBy('id')
      return pageOf(query, body, packageView)
    },
  }),

  endpoint('system/firmware/upload', {
    summary:
      'upload a firmware package (multipart `file`: gzip lfscada-firmware/1 naming `version`, ≤ 32 MiB; 10007, 10008, 1401 version taken), signed and hashed',
    auth: 'platform_admin',
    fileLimit: FIRMWARE_MAX_BYTES,
    handler: async ({ body, caller, s, now }) => {
      const view = await addPackage(s.db, body, caller.accountId, now)
      await recordChange(s.db, actorOf(caller), now, {
        objectType: 'firmware',
        objectId: view.id,
        action: 'add',
        after: { version: view.version, sha256: view.sha256 },
      })
      return view
    },
  }),

  endpoint('system/firmware/delete', {
    summary: 'delete a firmware package (its jobs stay, without it; a download not yet made fails)',
    auth: 'platform_admin',
    handler: async ({ body, caller, s, now }) => {
      const row = await s.db
        .selectFrom('firmwarePackages')
        .select('version')
        .where('id', '=', body.package)
        .executeTakeFirst()
      if (!row) fail(Code.noDataOrPermission)
      await s.db.deleteFrom('firmwarePackages').where('id', '=', body.package).execute()
      await recordChange(s.db, actorOf(caller), now, {
        objectType: 'firmware',
        objectId: body.package,
        action: 'delete',
        before: { version: row.version },
      })
      return null
    },
  }),

  endpoint('system/firmware/key', {
    summary: 'the public key (PEM) gateways check firmware packages with',
    auth: 'platform_admin',
    handler: async ({ s, now }) => ({ publicKey: (await firmwareSigner(s.db, now)).publicKey }),
  }),

  endpoint('system/firmware/upgrade', {
    summary:
      'upgrade gateways by SN (≤ 100, 1306) to a package or the newest fitting one; per gateway 200 and the job, or 1304, 1307, 1308, 1352',
    auth: 'platform_admin',
    handler: async ({ body, caller, s, now, req }) => {
      const base = (await publicUrl(s.db)) || `${req.protocol}://${req.headers.host}`
      const results = await startUpgrades(s.db, s.realtime, {
        sns: body.sns,
        packageId: body.package,
        baseUrl: `${base}${s.config.prefix}`,
        by: caller.accountId,
        now,
      })
      return { results }
    },
  }),

  endpoint('system/firmware/jobs', {
    summary: 'upgrade jobs, newest first, with their step, percent and outcome (optionally of one SN)',
    auth: 'platform_admin',
    handler: async ({ body, s }) => {
      const query = s.db
        .selectFrom('firmwareJobs')
        .innerJoin('gateways', 'gateways.id', 'firmwareJobs.gatewayId')
        .select([
          'firmwareJobs.id',
          'gateways.sn',
          'firmwareJobs.version',
          'firmwareJobs.fromVersion',
          'firmwareJobs.state',
          'firmwareJobs.percent',
          'firmwareJobs.code',
          'firmwareJobs.msg',
          'firmwareJobs.createdAt',
          'firmwareJobs.updatedAt',
        ])
        .$if(body.sn !== undefined, (q) => q.where('gateways.sn', '=', body.sn as string))
        .orderBy('firmwareJobs.createdAt', 'desc')
        .orderBy('firmwareJobs.id')
      return pageOf(query, body, jobView)
    },
  }),

  route({
    path: 'firmware/download/:token',
    method: 'GET',
    summary: 'a firmware package for its one-time token (the upgrade command’s URL); 90003 spent or unknown',
    bodySchema: Empty,
    auth: 'public',
    anonymous: true,
    handler: async ({ s, req, reply, now }) => {
      const { token } = req.params as { token: string }
      const data = Buffer.from(await spendDownloadToken(s.db, token, now))
      // The file is the answer: written raw, so the table's envelope is not sent after it.
      reply.hijack()
      reply.raw.writeHead(200, {
        'content-type': 'application/gzip',
        'content-length': data.length,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      })
      reply.raw.end(data)
    },
  }),
]
