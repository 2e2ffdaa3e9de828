export { FormatError } from './FormatError.js';
export { TOKEN_AMOUNT_FRACTION_DIGITS, formatCount, formatDecimal, formatPercent, formatTokenAmount } from './formatNumber.js';
export { formatFiat, formatFiatExact } from './formatFiat.js';
export { formatDate, formatMonthTitle } from './formatDate.js';
export type { DateInput } from './formatDate.js';
export { formatRelativeTime } from './formatRelativeTime.js';
