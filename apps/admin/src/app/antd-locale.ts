import type { Language } from '@volna/contracts';
import en from 'antd/es/locale/en_US';
import ja from 'antd/es/locale/ja_JP';
import ru from 'antd/es/locale/ru_RU';
import zh from 'antd/es/locale/zh_CN';
import 'dayjs/locale/ja';
import 'dayjs/locale/ru';
import 'dayjs/locale/zh-cn';

/**
 * antd's own texts (pagination, Popconfirm buttons, empty tables) and dayjs's month names, per console language. From
 * antd's ES modules: its `antd/locale/*` files are CommonJS re-exports, whose default came through the build as the
 * module object, so antd fell back to English ("No data", "20 / page") in every language (issue 30).
 */
export const antdLocales = { ru, zh, en, ja } satisfies Record<Language, unknown>;
export const dayjsLocales: Record<Language, string> = { ru: 'ru', zh: 'zh-cn', en: 'en', ja: 'ja' };
