// An OPC UA driver with a secure channel and user-password login, the fields the secret tests share
// (a password and a private key that must never be answered).
export const OPC_SECURE_LOGIN = {
  protocol: 'opcUa',
  endpoint: 'opc.tcp://10.0.0.9:4840',
  securityPolicy: 'Basic256Sha256',
  messageMode: 'SignAndEncrypt',
  authMode: 'userPassword',
  username: 'operator',
} as const
