// What handlers get besides their body: the database, settings, clock, login keys and notifier.
import type { ServerKeys } from './auth/rsa.ts'
import type { AppConfig } from './config.ts'
import type { Notifier } from './notify/notifier.ts'
import type { Db } from './storage/db.ts'

export interface Services {
  db: Db
  config: AppConfig
  keys: ServerKeys
  notifier: Notifier
}
