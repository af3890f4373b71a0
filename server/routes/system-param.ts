// System parameters of the platform admin (platform spec §2 `system/param`, issue 21): the public
// address reply links use, and the SMS, phone and voice clouds (Aliyun or Twilio) with their keys.
// Secrets are never answered back, only whether they are set.
import { Value } from 'typebox/value'
import { Code } from '../../core/i18n/codes.ts'
import { Empty } from '../../schemas/api/common.ts'
import { NotifyParamEditBody, SystemParamEditBody } from '../../schemas/api/operations.ts'
import { PLATFORM_ADMIN_KEY } from '../../schemas/api/permissions.ts'
import { CLOUD_CHANNELS, CLOUD_SECRETS, CloudParam } from '../../schemas/entities/operations.ts'
import { RATE_LIMIT_PARAM, rateLimitOf } from '../alarms/guard.ts'
import { fail } from '../http/api-error.ts'
import { cloudParam, cloudParamName } from '../notify/cloud.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import { publicUrl, setSystemParam } from '../params/system-params.ts'
import { route } from './types.ts'

/** A configuration as shown: secrets replaced by whether they are set. */
function masked(c: CloudParam | null) {
  if (!c) return { provider: 'none' as const }
  const shown: Record<string, unknown> = { ...c }
  for (const key of CLOUD_SECRETS) if (key in shown) shown[key] = ''
  return { ...shown, secretSet: true }
}

export const systemParamRoutes = [
  route({
    path: 'system/param/query',
    summary:
      'the system parameters: public address, SMS/phone/voice clouds (secrets not answered), WeChat provider',
    bodySchema: Empty,
    auth: PLATFORM_ADMIN_KEY,
    handler: async ({ s }) => ({
      publicUrl: await publicUrl(s.db),
      notifyRateLimit: (await rateLimitOf(s.db, s.notifier.rateLimit)).max,
      notify: Object.fromEntries(
        await Promise.all(
          CLOUD_CHANNELS.map(async (ch) => [ch, masked(await cloudParam(s.db, ch))] as const),
        ),
      ),
      wechat: { provider: s.wechat.provider.name },
    }),
  }),

  route({
    path: 'system/param/edit',
    summary:
      'set the public address of the platform (reply links in notifications) and the alarm notification rate limit',
    bodySchema: SystemParamEditBody,
    auth: PLATFORM_ADMIN_KEY,
    handler: async ({ body, caller, s, now }) => {
      const given = [
        ['publicUrl', body.publicUrl],
        [RATE_LIMIT_PARAM, body.notifyRateLimit?.toString()],
      ] as const
      for (const [name, value] of given) {
        if (value === undefined) continue
        await setSystemParam(s.db, name, value, now)
        await recordChange(s.db, actorOf(caller), now, {
          objectType: 'systemParam',
          objectId: name,
          action: 'edit',
          after: { value },
        })
      }
      return null
    },
  }),

  route({
    path: 'system/param/notify/edit',
    summary: "set a channel's cloud (aliyun, twilio) and keys, or none; a secret left empty is kept",
    bodySchema: NotifyParamEditBody,
    auth: PLATFORM_ADMIN_KEY,
    handler: async ({ body, caller, s, now }) => {
      const { channel, ...fields } = body
      let value = ''
      if (fields.provider !== 'none') {
        const before = await cloudParam(s.db, channel)
        const kept: Record<string, unknown> = {}
        if (before?.provider === fields.provider)
          for (const key of CLOUD_SECRETS)
            if (key in before) kept[key] = (before as Record<string, unknown>)[key]
        const given = Object.fromEntries(
          Object.entries(fields).filter(([, v]) => v !== undefined && v !== ''),
        )
        const config = { ...kept, ...given }
        if (!Value.Check(CloudParam, config)) {
          const errors = [...Value.Errors(CloudParam, config)]
            .slice(0, 5)
            .map((e) => ({ path: e.instancePath }))
          fail(Code.paramInvalid, { errors })
        }
        value = JSON.stringify(config)
      }
      await setSystemParam(s.db, cloudParamName(channel), value, now)
      await recordChange(s.db, actorOf(caller), now, {
        objectType: 'systemParam',
        objectId: cloudParamName(channel),
        action: 'edit',
        after: { provider: fields.provider },
      })
      return masked(await cloudParam(s.db, channel))
    },
  }),
]
