// API keys for external systems (issue 32, `/manage/api/list`): an administrator lists, makes and revokes
// them. What a key may call is KEY_ROUTES (schemas/api/api-keys.ts), enforced in routes/register.ts.
import { addApiKey, queryApiKeys, revokeApiKey } from '../org/api-keys.ts'
import { endpoint } from './endpoint.ts'

const AUTH = 'manage_api_list'

export const apiKeyRoutes = [
  endpoint('api/key/query', {
    summary: 'a page of the enterprise’s API keys, newest first, with scopes, expiry, last use and state',
    auth: AUTH,
    handler: ({ body, caller, s, now }) => queryApiKeys(s, caller, body, now),
  }),

  endpoint('api/key/add', {
    summary:
      'make an API key for devices and projects, read or write, with an optional expiry; the token once',
    auth: AUTH,
    idFields: { deviceIds: 'device', projectIds: 'project' },
    handler: ({ body, caller, s, now }) => addApiKey(s, caller, body, now),
  }),

  endpoint('api/key/revoke', {
    summary: 'revoke an API key: its calls fail and its live sockets close at once',
    auth: AUTH,
    idFields: { id: 'apiKey' },
    handler: ({ body, caller, s, now }) => revokeApiKey(s, caller, body.id, now),
  }),
]
