import type { Language } from '@volna/contracts';

/** The words of a notification in the recipient's language (issue 35); the names and message text come with it. */
export type PushTexts = {
  appName: string;
  newMessage: string;
  mentionedYou: (name: string) => string;
  incomingCall: { audio: string; video: string };
  missedCall: { audio: string; video: string };
  /** A message that is not words, by its type. */
  kinds: Record<string, string>;
  /** A step of a deal, by its card's type. */
  orderStep: Record<string, string>;
  orderStepOther: string;
};

export const PUSH_TEXTS: Record<Language, PushTexts> = {
  ru: {
    appName: 'Волна',
    newMessage: 'Новое сообщение',
    mentionedYou: (name) => `${name} упомянул(а) вас`,
    incomingCall: { audio: 'Входящий аудиозвонок', video: 'Входящий видеозвонок' },
    missedCall: { audio: 'Пропущенный аудиозвонок', video: 'Пропущенный видеозвонок' },
    kinds: {
      'RC:ImgMsg': 'Фото',
      'RC:SightMsg': 'Видео',
      'RC:FileMsg': 'Файл',
      'RC:HQVCMsg': 'Голосовое сообщение',
      'OL:Card': 'Контакт',
      'OL:RedPacket': 'Красный конверт',
      'OL:Survey': 'Опрос',
      'OL:WorkTickets': 'Обращение в поддержку',
      'OL:Discover': 'Объявление',
    },
    orderStep: {
      'OL:Transfer': 'Перевод: новый шаг',
      'OL:P2POrder': 'P2P-заявка: новый шаг',
      'OL:ListingOrder': 'Заказ: новый шаг',
      exchange: 'Обмен валюты: новый шаг',
    },
    orderStepOther: 'Заказ обновлён',
  },
  zh: {
    appName: 'Volna',
    newMessage: '新消息',
    mentionedYou: (name) => `${name} 提到了你`,
    incomingCall: { audio: '语音来电', video: '视频来电' },
    missedCall: { audio: '未接语音通话', video: '未接视频通话' },
    kinds: {
      'RC:ImgMsg': '图片',
      'RC:SightMsg': '视频',
      'RC:FileMsg': '文件',
      'RC:HQVCMsg': '语音消息',
      'OL:Card': '名片',
      'OL:RedPacket': '红包',
      'OL:Survey': '问卷',
      'OL:WorkTickets': '客服工单',
      'OL:Discover': '分享的信息',
    },
    orderStep: {
      'OL:Transfer': '转账有新进展',
      'OL:P2POrder': 'P2P 订单有新进展',
      'OL:ListingOrder': '订单有新进展',
      exchange: '兑换订单有新进展',
    },
    orderStepOther: '订单已更新',
  },
  en: {
    appName: 'Volna',
    newMessage: 'New message',
    mentionedYou: (name) => `${name} mentioned you`,
    incomingCall: { audio: 'Incoming voice call', video: 'Incoming video call' },
    missedCall: { audio: 'Missed voice call', video: 'Missed video call' },
    kinds: {
      'RC:ImgMsg': 'Photo',
      'RC:SightMsg': 'Video',
      'RC:FileMsg': 'File',
      'RC:HQVCMsg': 'Voice message',
      'OL:Card': 'Contact card',
      'OL:RedPacket': 'Red packet',
      'OL:Survey': 'Survey',
      'OL:WorkTickets': 'Support ticket',
      'OL:Discover': 'Shared listing',
    },
    orderStep: {
      'OL:Transfer': 'Transfer: a new step',
      'OL:P2POrder': 'P2P order: a new step',
      'OL:ListingOrder': 'Order: a new step',
      exchange: 'Currency exchange: a new step',
    },
    orderStepOther: 'Order updated',
  },
  ja: {
    appName: 'Volna',
    newMessage: '新しいメッセージ',
    mentionedYou: (name) => `${name}さんがあなたをメンションしました`,
    incomingCall: { audio: '音声通話の着信', video: 'ビデオ通話の着信' },
    missedCall: { audio: '不在着信（音声）', video: '不在着信（ビデオ）' },
    kinds: {
      'RC:ImgMsg': '写真',
      'RC:SightMsg': '動画',
      'RC:FileMsg': 'ファイル',
      'RC:HQVCMsg': 'ボイスメッセージ',
      'OL:Card': '連絡先',
      'OL:RedPacket': 'お年玉',
      'OL:Survey': 'アンケート',
      'OL:WorkTickets': 'サポートチケット',
      'OL:Discover': '共有された掲載',
    },
    orderStep: {
      'OL:Transfer': '送金：新しいステップ',
      'OL:P2POrder': 'P2P注文：新しいステップ',
      'OL:ListingOrder': '注文：新しいステップ',
      exchange: '両替注文：新しいステップ',
    },
    orderStepOther: '注文が更新されました',
  },
};
