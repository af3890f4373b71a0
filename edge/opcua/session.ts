// One OPC UA client session per driver (node-opcua): the endpoint with the driver's security policy and
// message mode, anonymous / user-password / X.509 certificate login. PEM certificate and key from the
// configuration are written to a private folder, as node-opcua takes them as files.
import { createHash, X509Certificate } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type ClientSession,
  MessageSecurityMode,
  OPCUAClient,
  type OPCUAClientOptions,
  SecurityPolicy,
  type UserIdentityInfo,
  UserTokenType,
} from 'node-opcua-client'
import { Code } from '../../core/i18n/codes.ts'
import type { OpcUaSettings } from '../../schemas/edge/index.ts'
import { DriverFault } from '../agent/driver-io.ts'

/** Rejects with 99902 when `work` has not settled within `ms`. */
export async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new DriverFault(Code.rwTimeout, `${what}: no answer in ${ms} ms`)),
          ms,
        )
      }),
    ])
  } finally {
    clearTimeout(timer)
  }
}

/** The PEM pair as files in a folder of their own (named by content), or undefined when none is set. */
function pemFiles(s: OpcUaSettings): { certificateFile: string; privateKeyFile: string } | undefined {
  if (!s.certificate || !s.privateKey) return undefined
  const dir = join(
    tmpdir(),
    `lfscada-opcua-${createHash('sha256').update(s.certificate).digest('hex').slice(0, 16)}`,
  )
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const certificateFile = join(dir, 'cert.pem')
  const privateKeyFile = join(dir, 'key.pem')
  writeFileSync(certificateFile, s.certificate, { mode: 0o600 })
  writeFileSync(privateKeyFile, s.privateKey, { mode: 0o600 })
  return { certificateFile, privateKeyFile }
}

function identity(s: OpcUaSettings): UserIdentityInfo {
  if (s.auth === 'userPassword')
    return { type: UserTokenType.UserName, userName: s.username, password: s.password }
  if (s.auth === 'certificate')
    return {
      type: UserTokenType.Certificate,
      certificateData: new X509Certificate(s.certificate).raw,
      privateKey: s.privateKey,
    }
  return { type: UserTokenType.Anonymous }
}

export interface OpcSession {
  session: ClientSession
  close(): Promise<void>
}

/** Connects and opens a session, or throws a DriverFault (99902 when the endpoint does not answer in time). */
export async function openSession(s: OpcUaSettings, waitTimeMs: number): Promise<OpcSession> {
  const options: OPCUAClientOptions = {
    applicationName: 'lfscada-edge',
    endpointMustExist: false,
    securityMode: MessageSecurityMode[s.messageMode],
    securityPolicy: SecurityPolicy[s.securityPolicy],
    connectionStrategy: { maxRetry: 0, initialDelay: 100, maxDelay: 200 },
    requestedSessionTimeout: 60_000,
    transportTimeout: waitTimeMs,
    ...pemFiles(s),
  }
  const client = OPCUAClient.create(options)
  const close = async () => {
    await client.disconnect().catch(() => undefined)
  }
  try {
    await within(waitTimeMs, s.endpoint, client.connect(s.endpoint))
    const session = await within(waitTimeMs, 'session', client.createSession(identity(s)))
    return {
      session,
      close: async () => {
        await session.close().catch(() => undefined)
        await close()
      },
    }
  } catch (e) {
    await close()
    throw e instanceof DriverFault ? e : new DriverFault(Code.slaveComm, (e as Error).message)
  }
}
