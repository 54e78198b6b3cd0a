import { type Language, ResultCode, resultMessage } from '@volna/contracts';

export const ok = <T>(lang: Language, data: T) => ({
  success: true,
  code: ResultCode.ok,
  msg: resultMessage(ResultCode.ok, lang),
  data,
});

export const page = <T>(lang: Language, rows: T[], total: number) => ({
  success: true,
  code: ResultCode.ok,
  msg: resultMessage(ResultCode.ok, lang),
  rows,
  total,
});

export const failure = (lang: Language, code: number, params?: Record<string, string | number>) => ({
  success: false,
  code,
  msg: resultMessage(code, lang, params),
  data: null,
});
