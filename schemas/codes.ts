// Named codes of the error catalogue (platform spec §8) that code refers to by meaning. They live in
// schemas/ because schema rules name them (schemas import nothing of ours); core/i18n/codes.ts re-exports them.
// The messages of every code, in zh and en, live in the catalogue resources (core/i18n/).
export const OK = 200
export const CREATED = 201

export const Code = {
  wrongCredentials: 1001,
  emptyUsername: 1002,
  verifyCodeWrong: 1003,
  tooManyAttempts: 1005,
  sessionInvalid: 1006,
  accountDisabled: 1008,
  sessionInvalid2: 1010,
  dongleCheckFailed: 1011,
  /** the enterprise's internal account limit is reached (issue 34) */
  internalAccountLimit: 1012,
  /** the enterprise's external account limit is reached (issue 34) */
  externalAccountLimit: 1013,
  usernameExists: 1015,
  phoneExists: 1016,
  cannotDeleteSelf: 1018,
  onlyInternalDeletable: 1019,
  tokenExpired: 1020,
  tokenInvalid: 1021,
  deviceMissing: 1101,
  noGatewayBound: 1102,
  snOrCodeWrong: 1103,
  gatewayAlreadyBound: 1104,
  noTemplate: 1110,
  sameTemplate: 1111,
  templateSeriesMismatch: 1112,
  tooManyAuthorisedUsers: 1126,
  groupTooDeep: 1201,
  groupTooWide: 1202,
  commTimeout: 1301,
  offline: 1304,
  upgradeFailed: 1305,
  batchTooLarge: 1306,
  upToDate: 1307,
  notSynchronised: 1308,
  busy: 1310,
  sleeping: 1337,
  noUpgradePackage: 1352,
  identifierExists: 1401,
  driverOverCapacity: 1505,
  variableCapacity: 1706,
  alarmCapacity: 1707,
  reportVariables: 1708,
  mappingCapacity: 1726,
  pageTitleExists: 1901,
  tooManyPages: 1902,
  permissionTitleExists: 1903,
  tooManyPermissions: 1904,
  writeUnboundGateway: 2001,
  writeOutOfRange: 2002,
  writeReadOnly: 2003,
  writeFormulaError: 2004,
  writeLength: 2007,
  /** a system notice is published: it no longer changes (issue 34) */
  noticePublished: 2401,
  publicWrongPassword: 2502,
  enterpriseAccountLimit: 2901,
  /** more than 30 devices in an inspection plan (spec §9) */
  inspectionPlanDevices: 2701,
  /** a work order or inspection plan handled by someone other than its assigned repairer or inspector */
  notAssignee: 2702,
  /** more than 50 items in an inspection content (spec §9) */
  inspectionContentItems: 2706,
  /** a work order or inspection plan not in a state the action applies to */
  alreadyHandled: 3004,
  /** an order below 500 yuan (spec §8, §9: the minimum invoiced amount) */
  invoiceMinimum: 3001,
  /** an invoice application without orders */
  chooseOrders: 3002,
  /** an order already in an invoice application */
  alreadyInvoiced: 3003,
  templateInUse: 3109,
  roleUuidExists: 3401,
  paramInvalid: 10001,
  paramType: 10002,
  paramMissing: 10003,
  inUse: 10004,
  outOfRange: 10005,
  /** the wallet's balance does not cover a payment (issue 33): out of range, `data.reason` 'balance' */
  balanceShort: 10005,
  /** an uploaded file without content */
  fileEmpty: 10006,
  /** an uploaded file of a format the call does not take */
  fileFormat: 10007,
  /** an uploaded file over the call's size limit */
  fileTooLarge: 10008,
  unsupportedRequest: 90001,
  emptyQuery: 90002,
  noDataOrPermission: 90003,
  overLimit: 90004,
  nameExists: 90007,
  noAccess: 90008,
  /**
   * the database cannot write now (disk full, read-only, I/O error): nothing was saved, try again later.
   * Ours: the one code of the generic range §8 leaves without a meaning.
   */
  storageUnavailable: 90009,
  tooFrequent: 90010,
  unknown: 90099,
  /** no licence in force: past its expiry the platform is read-only (issue 35) */
  systemNotActivated: 90100,
  userQuota: 90101,
  gatewayQuota: 90102,
  featureNotActivated: 90104,
  protocolNameExists: 2101,
  registerTypeNameExists: 2102,
  slaveComm: 99901,
  rwTimeout: 99902,
  variableMissing: 99903,
  addressMalformed: 99904,
  rwReadOnly: 99905,
  rwOutOfLimit: 99906,
  incompleteData: 99907,
  projectAccountLimit: 2602,
  snRegistered: 1023,
  copySeriesMismatch: 1105,
  importSeriesMismatch: 1106,
  platformOnlyGateway: 1113,
  remoteOnlyGateway: 1114,
  snDuplicated: 1303,
  /** anti-tamper settings refused (formula, write-back variable) or its check failing on the gateway */
  antiTamper: 1313,
  scriptUnsupported: 1314,
  reportCapacity: 1701,
  importTemplateOutdated: 1702,
  templateCapacity: 3101,
  driverNotCreated: 1504,
} as const
export type CodeName = keyof typeof Code

/** A response is ok only when its code is 200 or 201 (platform spec §7). */
export const isOkCode = (code: unknown): boolean => code === OK || code === CREATED
