/** The SN of the storm bench's i-th gateway (12 digits, GATEWAY_SN_PATTERN). */
export const stormSn = (i: number): string => `7${String(i).padStart(11, '0')}`
