// An OPC UA server for the tests, started with node-opcua's own server (not the project's code): a Boiler
// object with Temperature (Double, read-only, set by the test), Setpoint (Int16), Running (Boolean) and
// Label (String), Count (UInt64) and Offset (Int64, both as node-opcua's [high, low] 32-bit halves) writable; anonymous login or user "operator" / "secret"; security None, Sign and SignAndEncrypt with
// Basic256Sha256, client certificates accepted automatically.
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { OPCUACertificateManager } from 'node-opcua-certificate-manager'
import {
  DataType,
  MessageSecurityMode,
  SecurityPolicy,
  StatusCodes,
  Variant,
  VariantArrayType,
} from 'node-opcua-client'
import { OPCUAServer } from 'node-opcua-server'

export interface TestOpcServer {
  endpoint: string
  /** a PEM certificate and key the server accepts for a secure channel and an X.509 login */
  pem: { certificate: string; privateKey: string }
  values: {
    temperature: number
    setpoint: number
    running: boolean
    label: string
    count: [number, number]
    offset: [number, number]
  }
  close(): Promise<void>
}

export async function startOpcServer(): Promise<TestOpcServer> {
  // kept between runs: the server makes its certificate once per machine (that takes seconds)
  const dir = join(tmpdir(), 'lfscada-opcua-test-server')
  const values: TestOpcServer['values'] = {
    temperature: 21.5,
    setpoint: 40,
    running: false,
    label: 'A-1',
    count: [0, 7],
    offset: [0, 0],
  }
  const server = new OPCUAServer({
    port: 0,
    resourcePath: '/UA/boiler',
    allowAnonymous: true,
    userManager: {
      isValidUser: (user: string, password: string) => user === 'operator' && password === 'secret',
    },
    securityPolicies: [SecurityPolicy.None, SecurityPolicy.Basic256Sha256],
    securityModes: [MessageSecurityMode.None, MessageSecurityMode.Sign, MessageSecurityMode.SignAndEncrypt],
    serverCertificateManager: new OPCUACertificateManager({
      rootFolder: join(dir, 'pki'),
      automaticallyAcceptUnknownCertificate: true,
    }),
    userCertificateManager: new OPCUACertificateManager({
      rootFolder: join(dir, 'user-pki'),
      automaticallyAcceptUnknownCertificate: true,
    }),
  })
  await server.initialize()
  const addressSpace = server.engine.addressSpace!
  const ns = addressSpace.getOwnNamespace()
  const boiler = ns.addObject({ organizedBy: addressSpace.rootFolder.objects, browseName: 'Boiler' })
  ns.addVariable({
    componentOf: boiler,
    nodeId: 's=Temperature',
    browseName: 'Temperature',
    dataType: 'Double',
    minimumSamplingInterval: 50,
    accessLevel: 'CurrentRead',
    userAccessLevel: 'CurrentRead',
    value: { get: () => new Variant({ dataType: DataType.Double, value: values.temperature }) },
  })
  const writable = <K extends Exclude<keyof TestOpcServer['values'], 'temperature'>>(
    key: K,
    name: string,
    dataType: DataType,
  ) =>
    ns.addVariable({
      componentOf: boiler,
      nodeId: `s=${name}`,
      browseName: name,
      dataType: DataType[dataType],
      minimumSamplingInterval: 50,
      accessLevel: 'CurrentRead | CurrentWrite',
      userAccessLevel: 'CurrentRead | CurrentWrite',
      value: {
        get: () => new Variant({ dataType, arrayType: VariantArrayType.Scalar, value: values[key] }),
        set: (v: Variant) => {
          values[key] = v.value
          return StatusCodes.Good
        },
      },
    })
  writable('setpoint', 'Setpoint', DataType.Int16)
  writable('running', 'Running', DataType.Boolean)
  writable('label', 'Label', DataType.String)
  writable('count', 'Count', DataType.UInt64)
  writable('offset', 'Offset', DataType.Int64)
  await server.start()
  return {
    endpoint: server.getEndpointUrl(),
    pem: {
      certificate: readFileSync(join(dir, 'pki/own/certs/certificate.pem'), 'utf8'),
      privateKey: readFileSync(join(dir, 'pki/own/private/private_key.pem'), 'utf8'),
    },
    values,
    close: async () => {
      await server.shutdown(0)
    },
  }
}
