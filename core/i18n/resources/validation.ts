// The `validation` namespace: one message per reason of core/validation. Typed against its key
// list, so a rule's reason without a message in both languages does not compile.
import type { ValidationKey } from '../../validation/keys.ts'
import type { Bilingual } from '../bilingual.ts'

export const VALIDATION_MESSAGES: Readonly<Record<ValidationKey, Bilingual>> = {
  required: { zh: '不能为空', en: 'This field cannot be empty' },
  integer: { zh: '请输入整数', en: 'Please enter an integer' },
  positiveInteger: { zh: '请输入正整数', en: 'Please enter a positive integer' },
  number: { zh: '请输入数字', en: 'Please enter a number' },
  minLength: { zh: '至少输入 {{min}} 个字符', en: 'Enter at least {{min}} characters' },
  maxLength: { zh: '最多输入 {{max}} 个字符', en: 'Enter at most {{max}} characters' },
  lengthBetween: { zh: '长度须为 {{min}} 到 {{max}} 个字符', en: 'Enter {{min}} to {{max}} characters' },
  range: { zh: '请输入 {{min}} 到 {{max}} 之间的数值', en: 'Enter a value from {{min}} to {{max}}' },
  consecutiveRepeat: {
    zh: '不能有同一字符连续重复三次及以上',
    en: 'No character may repeat three or more times in a row',
  },
  commaList: {
    zh: '请用逗号分隔各项，且每项都须有效（“{{item}}”无效）',
    en: 'Separate the items with commas, each one valid ("{{item}}" is not)',
  },

  passwordLength: {
    zh: '密码长度须为 {{min}} 到 {{max}} 位',
    en: 'The password must be {{min}} to {{max}} characters',
  },
  passwordEmoji: { zh: '密码不能包含表情符号', en: 'The password must not contain emoji' },
  passwordCharset: {
    zh: '密码只能包含数字、大小写字母和特殊字符 {{specials}}',
    en: 'The password may contain only digits, letters and the special characters {{specials}}',
  },
  passwordClasses: {
    zh: '密码须至少包含数字、大写字母、小写字母、特殊字符中的三种',
    en: 'The password needs at least three of: digits, upper-case letters, lower-case letters, special characters',
  },
  passwordRepeat: {
    zh: '密码不能包含简单重复，如 111 或 aaabbb',
    en: 'The password must not contain simple repeats such as 111 or aaabbb',
  },
  passwordMismatch: { zh: '两次输入的密码不一致', en: 'The passwords do not match' },
  noComma: { zh: '不能包含逗号', en: 'Commas are not allowed' },
  noSpace: { zh: '不能包含空格', en: 'Spaces are not allowed' },
  sharePassword: {
    zh: '分享密码须为至少 {{min}} 位字母或数字',
    en: 'The share password must be at least {{min}} letters or digits',
  },

  sn: { zh: '序列号须为 {{digits}} 位数字', en: 'The SN must be exactly {{digits}} digits' },
  verifyCode: { zh: '验证码须为 {{digits}} 位数字', en: 'The verification code must be {{digits}} digits' },
  variableName: {
    zh: '变量名只能包含字母、数字和下划线，且不能以数字开头',
    en: 'Use letters, digits and underscores only, not starting with a digit',
  },
  bitValue: { zh: '位地址只能为 0 或 1', en: 'A bit accepts only 0 or 1' },
  phone: { zh: '请输入正确的手机号码', en: 'Please enter a valid phone number' },
  email: { zh: '请输入正确的邮箱地址', en: 'Please enter a valid e-mail address' },
  loginname: {
    zh: '用户名须为 2 到 32 位字母、数字或 _ . @ -',
    en: 'The username must be 2 to 32 letters, digits or _ . @ -',
  },
  ip: { zh: '请输入正确的 IP 地址', en: 'Please enter a valid IP address' },
  url: {
    zh: '请输入正确的网址（以 http:// 或 https:// 开头）',
    en: 'Please enter a valid web address starting with http:// or https://',
  },
  mqttTopic: {
    zh: '订阅主题格式不正确：+ 须独占一级，# 须独占最后一级',
    en: 'Invalid topic: + must fill a whole level and # the last level',
  },

  maxWords: { zh: '最多 {{max}} 个字（词）', en: 'At most {{max}} words' },

  formulaEmpty: { zh: '公式不能为空', en: 'The formula cannot be empty' },
  formulaTooLong: { zh: '公式最多 {{max}} 个字符', en: 'The formula can have at most {{max}} characters' },
  formulaSyntax: { zh: '公式格式不正确', en: 'The formula is malformed' },
  formulaUnknownVariable: { zh: '公式中有未知变量', en: 'The formula uses an unknown variable' },
  formulaUnknownFunction: { zh: '公式中有不支持的函数', en: 'The formula uses an unsupported function' },
  formulaArgumentCount: { zh: '函数的参数个数不正确', en: 'A function has the wrong number of arguments' },
  formulaUnsupported: { zh: '公式中有不支持的写法', en: 'The formula uses something that is not supported' },

  writeLimitOrder: { zh: '写入上限须大于写入下限', en: 'The upper write limit must exceed the lower' },
  readLimitOrder: { zh: '读取上限须大于读取下限', en: 'The upper reading limit must exceed the lower' },
  writeOutOfBounds: {
    zh: '写入值须在 {{min}} 到 {{max}} 之间',
    en: 'The value to write must lie from {{min}} to {{max}}',
  },

  startRequired: { zh: '请选择开始时间', en: 'Please choose a start time' },
  endRequired: { zh: '请选择结束时间', en: 'Please choose an end time' },
  dateInvalid: { zh: '日期格式不正确', en: 'Invalid date' },
  dateBefore1970: { zh: '日期须晚于 1970 年 1 月 1 日', en: 'Dates must be after 1 January 1970' },
  startBeforeEnd: { zh: '开始时间须早于结束时间', en: 'The start time must be earlier than the end time' },
  spanTooLong: { zh: '时间跨度不能超过 {{days}} 天', en: 'The time span cannot exceed {{days}} days' },

  mappingCount: { zh: '最多 {{max}} 个映射', en: 'At most {{max}} mappings' },
  mappingDuplicate: { zh: '映射值“{{value}}”重复', en: 'The mapping value "{{value}}" is used twice' },
  mappingBlankText: { zh: '映射文本不能全为空格', en: 'Mapping text cannot be only spaces' },

  fileEmpty: { zh: '文件为空', en: 'The file is empty' },
  fileType: { zh: '只支持 {{types}} 格式的文件', en: 'Only {{types}} files are accepted' },
  fileTooLarge: { zh: '文件过大，上限为 {{max}}', en: 'The file is too large (limit {{max}})' },
}
