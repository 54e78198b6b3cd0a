import type { Language } from './enums.ts';

// Result codes carried in every envelope's `code`. `success` is true exactly for OK and NOTICE.
export const ResultCode = {
  ok: 200,
  notice: 4005,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  tooManyRequests: 429,
  internal: 500,
  sessionExpired: 4002,
  loggedInElsewhere: 4003,
  // messaging (spec §8)
  messageTooLarge: 30016,
  notInGroup: 22406,
  mutedInGroup: 22408,
  sendingTooFast: 20604,
  emptyMessage: 20601,
  recordTooShort: 20602,
  recallTooLate: 20603,
  // groups
  groupNoRights: 22410,
  youBlockedUser: 22411,
  alreadyInGroup: 22412,
  groupFull: 22413,
  notGroupMember: 22414,
  noCustomerService: 22415,
  notModuleGroup: 22416,
  // accounts
  phoneFormat: 10001,
  emailFormat: 10002,
  codeResendTooSoon: 10003,
  codeWrong: 10004,
  codeExpired: 10005,
  codeVoided: 10006,
  codeSendLimit: 10007,
  termsNotAccepted: 10008,
  passwordTooShort: 10009,
  passwordsDiffer: 10010,
  accountExists: 10011,
  accountNotFound: 10012,
  wrongPassword: 10013,
  captchaRequired: 10014,
  captchaWrong: 10015,
  nameTooLong: 10016,
  payPasswordFormat: 10017,
  sameAddress: 10018,
  inviteInvalid: 10019,
  inviteAlreadyBound: 10020,
  blockedByUser: 10021,
  cannotTargetSelf: 10022,
  unsupportedFile: 10023,
  configKeyMissing: 10024,
  userNotFound: 10025,
  alreadyBlocked: 10026,
  codeDeliveryFailed: 10027,
  // friends
  alreadyFriends: 10028,
  notFriends: 10029,
} as const;

export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode];
export type ResultCodeName = keyof typeof ResultCode;

export const isSuccessCode = (code: number) => code === ResultCode.ok || code === ResultCode.notice;

type Messages = Record<ResultCodeName, Record<Language, string>>;

/** Server messages by code and language; `{name}` placeholders are filled from the error's params. */
export const resultMessages: Messages = {
  ok: { ru: 'Успешно', zh: '操作成功', en: 'Success', ja: '成功しました' },
  notice: { ru: 'Готово', zh: '已完成', en: 'Done', ja: '完了しました' },
  badRequest: {
    ru: 'Неверное значение поля {field}',
    zh: '字段 {field} 的值无效',
    en: 'Invalid value of field {field}',
    ja: 'フィールド {field} の値が無効です',
  },
  unauthorized: {
    ru: 'Требуется вход в систему',
    zh: '请先登录',
    en: 'Please log in',
    ja: 'ログインしてください',
  },
  forbidden: { ru: 'Нет доступа', zh: '没有权限', en: 'Access denied', ja: 'アクセス権がありません' },
  notFound: { ru: 'Не найдено', zh: '未找到', en: 'Not found', ja: '見つかりません' },
  conflict: {
    ru: 'Конфликт с текущим состоянием',
    zh: '与当前状态冲突',
    en: 'Conflicts with the current state',
    ja: '現在の状態と矛盾しています',
  },
  payloadTooLarge: {
    ru: 'Файл слишком большой: не более {limitMb} МБ',
    zh: '文件过大：最大 {limitMb} MB',
    en: 'File too large: at most {limitMb} MB',
    ja: 'ファイルが大きすぎます：最大 {limitMb} MB',
  },
  tooManyRequests: {
    ru: 'Слишком много запросов, попробуйте позже',
    zh: '请求过于频繁，请稍后再试',
    en: 'Too many requests, try again later',
    ja: 'リクエストが多すぎます。後でもう一度お試しください',
  },
  internal: {
    ru: 'Ошибка сервера, попробуйте позже',
    zh: '服务器错误，请稍后再试',
    en: 'Server error, try again later',
    ja: 'サーバーエラーです。後でもう一度お試しください',
  },
  sessionExpired: {
    ru: 'Сеанс истёк, войдите снова',
    zh: '会话已过期，请重新登录',
    en: 'Session expired, please log in again',
    ja: 'セッションの有効期限が切れました。再度ログインしてください',
  },
  loggedInElsewhere: {
    ru: 'Вы вошли на другом устройстве',
    zh: '您的账号已在其他设备登录',
    en: 'You logged in on another device',
    ja: '別の端末でログインされました',
  },
  messageTooLarge: {
    ru: 'Сообщение больше 128 КБ',
    zh: '消息超过 128 KB',
    en: 'Message exceeds 128 KB',
    ja: 'メッセージが 128 KB を超えています',
  },
  notInGroup: {
    ru: 'Вы не в группе или группа распущена',
    zh: '您不在群中或群已解散',
    en: 'You are not in the group or it was dissolved',
    ja: 'グループに参加していないか、グループは解散されました',
  },
  mutedInGroup: {
    ru: 'Вам запрещено писать в группе',
    zh: '您已被禁言',
    en: 'You are muted in this group',
    ja: 'このグループでは発言が禁止されています',
  },
  sendingTooFast: {
    ru: 'Сообщения отправляются слишком быстро',
    zh: '消息发送过快',
    en: 'Messages are sent too fast',
    ja: 'メッセージの送信が速すぎます',
  },
  emptyMessage: {
    ru: 'Нельзя отправить пустое сообщение',
    zh: '不能发送空消息',
    en: 'An empty message cannot be sent',
    ja: '空のメッセージは送信できません',
  },
  recordTooShort: {
    ru: 'Запись слишком короткая',
    zh: '录音时间太短',
    en: 'Record too short',
    ja: '録音が短すぎます',
  },
  recallTooLate: {
    ru: 'Сообщение можно отозвать только в течение 2 минут',
    zh: '只能撤回 2 分钟内的消息',
    en: 'A message can be recalled only within 2 minutes',
    ja: 'メッセージは2分以内のみ取り消せます',
  },
  groupNoRights: {
    ru: 'Это может сделать только владелец или администратор группы',
    zh: '只有群主或管理员可以执行此操作',
    en: 'Only the group owner or an admin can do this',
    ja: 'この操作はグループのオーナーまたは管理者のみ行えます',
  },
  youBlockedUser: {
    ru: 'Вы заблокировали этого пользователя',
    zh: '您已将该用户拉黑',
    en: 'You have blocked this user',
    ja: 'このユーザーをブロックしています',
  },
  alreadyInGroup: {
    ru: 'Пользователь уже в группе',
    zh: '该用户已在群中',
    en: 'Already a member of the group',
    ja: '既にグループのメンバーです',
  },
  groupFull: {
    ru: 'В группе не может быть больше {max} участников',
    zh: '群成员不能超过 {max} 人',
    en: 'A group cannot have more than {max} members',
    ja: 'グループのメンバーは最大 {max} 人です',
  },
  notGroupMember: {
    ru: 'Этот пользователь не состоит в группе',
    zh: '该用户不是群成员',
    en: 'This user is not a member of the group',
    ja: 'このユーザーはグループのメンバーではありません',
  },
  noCustomerService: {
    ru: 'Сейчас нет свободного специалиста поддержки',
    zh: '暂无可用的客服',
    en: 'No customer-service agent is available now',
    ja: '現在対応できるカスタマーサービスがいません',
  },
  notModuleGroup: {
    ru: 'Это действие только для групп сервиса',
    zh: '此操作仅适用于服务群',
    en: 'This is only for service groups',
    ja: 'この操作はサービスグループのみ可能です',
  },
  phoneFormat: {
    ru: 'Неверный формат',
    zh: '格式不正确',
    en: 'format incorrect',
    ja: '形式が正しくありません',
  },
  emailFormat: {
    ru: 'Неверный формат e-mail',
    zh: '邮箱格式不正确',
    en: 'E-mail format incorrect',
    ja: 'メールアドレスの形式が正しくありません',
  },
  codeResendTooSoon: {
    ru: 'Повторная отправка через {seconds} с',
    zh: '请在 {seconds} 秒后重新发送',
    en: 'You can resend in {seconds} s',
    ja: '{seconds} 秒後に再送信できます',
  },
  codeWrong: { ru: 'Неверный код', zh: '验证码错误', en: 'Wrong code', ja: 'コードが正しくありません' },
  codeExpired: {
    ru: 'Код истёк, запросите новый',
    zh: '验证码已过期，请重新获取',
    en: 'The code has expired, request a new one',
    ja: 'コードの有効期限が切れました。新しいコードを取得してください',
  },
  codeVoided: {
    ru: 'Слишком много неверных попыток, запросите новый код',
    zh: '错误次数过多，请重新获取验证码',
    en: 'Too many wrong tries, request a new code',
    ja: '誤りが多すぎます。新しいコードを取得してください',
  },
  codeSendLimit: {
    ru: 'Превышен лимит отправки кодов, попробуйте через час',
    zh: '验证码发送次数已达上限，请一小时后再试',
    en: 'Code sending limit reached, try again in an hour',
    ja: 'コード送信の上限に達しました。1時間後にお試しください',
  },
  termsNotAccepted: {
    ru: 'Примите пользовательское соглашение',
    zh: '请同意用户协议',
    en: 'Please accept the terms of use',
    ja: '利用規約に同意してください',
  },
  passwordTooShort: {
    ru: 'Пароль должен содержать не менее 8 символов',
    zh: '密码至少 8 位',
    en: 'The password must have at least 8 characters',
    ja: 'パスワードは8文字以上にしてください',
  },
  passwordsDiffer: {
    ru: 'Пароли не совпадают',
    zh: '两次输入的密码不一致',
    en: 'The passwords do not match',
    ja: 'パスワードが一致しません',
  },
  accountExists: {
    ru: 'Аккаунт уже зарегистрирован',
    zh: '该账号已注册',
    en: 'This account is already registered',
    ja: 'このアカウントは既に登録されています',
  },
  accountNotFound: {
    ru: 'Номер или e-mail не зарегистрирован',
    zh: '该号码或邮箱未注册',
    en: 'This phone or e-mail is not registered',
    ja: 'この電話番号またはメールアドレスは登録されていません',
  },
  wrongPassword: {
    ru: 'Неверный логин или пароль',
    zh: '账号或密码错误',
    en: 'Wrong login or password',
    ja: 'ログイン情報またはパスワードが正しくありません',
  },
  captchaRequired: {
    ru: 'Введите код с картинки',
    zh: '请输入图形验证码',
    en: 'Enter the code from the picture',
    ja: '画像のコードを入力してください',
  },
  captchaWrong: {
    ru: 'Неверный код с картинки',
    zh: '图形验证码错误',
    en: 'Wrong picture code',
    ja: '画像のコードが正しくありません',
  },
  nameTooLong: {
    ru: 'Имя не длиннее 25 символов',
    zh: '名称不能超过 25 个字符',
    en: 'The name must be at most 25 characters',
    ja: '名前は25文字以内にしてください',
  },
  payPasswordFormat: {
    ru: 'Платёжный пароль — 6 цифр',
    zh: '支付密码必须为 6 位数字',
    en: 'The pay password is 6 digits',
    ja: '支払いパスワードは6桁の数字です',
  },
  sameAddress: {
    ru: 'Это ваш текущий адрес',
    zh: '这是您当前的地址',
    en: 'This is your current address',
    ja: 'これは現在のアドレスです',
  },
  inviteInvalid: {
    ru: 'Приглашение не найдено',
    zh: '邀请码无效',
    en: 'Invitation not found',
    ja: '招待が見つかりません',
  },
  inviteAlreadyBound: {
    ru: 'Приглашение уже привязано',
    zh: '已绑定邀请人',
    en: 'An inviter is already bound',
    ja: '招待者は既に登録されています',
  },
  blockedByUser: {
    ru: 'Пользователь вас заблокировал',
    zh: '您已被对方拉黑',
    en: 'This user has blocked you',
    ja: 'このユーザーにブロックされています',
  },
  cannotTargetSelf: {
    ru: 'Нельзя выполнить это действие с самим собой',
    zh: '不能对自己执行此操作',
    en: 'You cannot do this to yourself',
    ja: '自分自身にはこの操作はできません',
  },
  unsupportedFile: {
    ru: 'Неподдерживаемый тип файла',
    zh: '不支持的文件类型',
    en: 'Unsupported file type',
    ja: 'サポートされていないファイル形式です',
  },
  configKeyMissing: {
    ru: 'Параметр не найден',
    zh: '未找到该配置项',
    en: 'Setting not found',
    ja: '設定が見つかりません',
  },
  userNotFound: {
    ru: 'Пользователь не найден',
    zh: '用户不存在',
    en: 'User not found',
    ja: 'ユーザーが見つかりません',
  },
  alreadyBlocked: {
    ru: 'Пользователь уже в чёрном списке',
    zh: '该用户已在黑名单中',
    en: 'This user is already blocked',
    ja: 'このユーザーは既にブロックされています',
  },
  alreadyFriends: {
    ru: 'Вы уже друзья',
    zh: '你们已经是好友',
    en: 'You are already friends',
    ja: '既に友達です',
  },
  notFriends: {
    ru: 'Пользователя нет в ваших контактах',
    zh: '该用户不是你的好友',
    en: 'This user is not in your contacts',
    ja: 'このユーザーは連絡先にいません',
  },
  codeDeliveryFailed: {
    ru: 'Не удалось отправить код, попробуйте ещё раз',
    zh: '验证码发送失败，请重试',
    en: 'The code could not be sent, please try again',
    ja: 'コードを送信できませんでした。もう一度お試しください',
  },
};

const nameByCode = new Map<number, ResultCodeName>(
  Object.entries(ResultCode).map(([name, code]) => [code, name as ResultCodeName]),
);

export function resultMessage(code: number, lang: Language, params: Record<string, string | number> = {}) {
  const name = nameByCode.get(code) ?? 'internal';
  return resultMessages[name][lang].replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? ''));
}
