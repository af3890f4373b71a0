// What the host shares with federated remote plugins, one copy per page: React (the same modules the
// import map gives native ES module plugins) and the kit. Each is loaded only when a remote asks for it.
import { version as reactVersion } from 'react'
import { HOST_API_VERSION } from '../../core/kernel/plugin-manifest.ts'
import { KIT_SPECIFIER } from '../sdk/shared-modules.ts'
import type { FederationShared } from './federation.ts'

export function hostShared(): FederationShared {
  return {
    react: { version: reactVersion, get: () => import('react') },
    'react/jsx-runtime': { version: reactVersion, get: () => import('react/jsx-runtime') },
    'react-dom': { version: reactVersion, get: () => import('react-dom') },
    'react-dom/client': { version: reactVersion, get: () => import('react-dom/client') },
    [KIT_SPECIFIER]: { version: HOST_API_VERSION, get: () => import('../sdk/index.ts') },
  }
}
