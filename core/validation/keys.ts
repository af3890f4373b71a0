// Every reason a validation rule can give. A reason's i18n key is `validation.<name>`; the messages
// (zh and en) live in core/i18n, typed against this list so a missing translation fails to compile.
export const VALIDATION_KEYS = [
  // generic
  'required',
  'integer',
  'positiveInteger',
  'number',
  'minLength',
  'maxLength',
  'lengthBetween',
  'range',
  'consecutiveRepeat',
  'commaList',
  // passwords
  'passwordLength',
  'passwordEmoji',
  'passwordCharset',
  'passwordClasses',
  'passwordRepeat',
  'passwordMismatch',
  'noComma',
  'noSpace',
  'sharePassword',
  // identifiers and formats
  'sn',
  'verifyCode',
  'variableName',
  'bitValue',
  'phone',
  'email',
  'loginname',
  'ip',
  'url',
  'mqttTopic',
  // free text
  'maxWords',
  // formulas (one per core/formula refusal reason)
  'formulaEmpty',
  'formulaTooLong',
  'formulaSyntax',
  'formulaUnknownVariable',
  'formulaUnknownFunction',
  'formulaArgumentCount',
  'formulaUnsupported',
  // limits
  'writeLimitOrder',
  'readLimitOrder',
  'writeOutOfBounds',
  // times
  'startRequired',
  'endRequired',
  'dateInvalid',
  'dateBefore1970',
  'startBeforeEnd',
  'spanTooLong',
  // value mappings
  'mappingCount',
  'mappingDuplicate',
  'mappingBlankText',
  // files
  'fileEmpty',
  'fileType',
  'fileTooLarge',
] as const

export type ValidationKey = (typeof VALIDATION_KEYS)[number]

/** The i18n namespace of validation messages. */
export const VALIDATION_NS = 'validation'
