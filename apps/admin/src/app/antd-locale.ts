import type { Language } from '@volna/contracts';
import en from 'antd/locale/en_US';
import ja from 'antd/locale/ja_JP';
import ru from 'antd/locale/ru_RU';
import zh from 'antd/locale/zh_CN';
import 'dayjs/locale/ja';
import 'dayjs/locale/ru';
import 'dayjs/locale/zh-cn';

/** antd's own texts (pagination, Popconfirm buttons, empty tables) and dayjs's month names, per console language. */
export const antdLocales = { ru, zh, en, ja } satisfies Record<Language, unknown>;
export const dayjsLocales: Record<Language, string> = { ru: 'ru', zh: 'zh-cn', en: 'en', ja: 'ja' };
