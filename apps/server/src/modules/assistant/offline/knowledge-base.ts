import type { Language } from '@volna/contracts';
import type { HelpPassage } from './help-texts.ts';

// Short notes on the areas that have no operating-instructions page of their own yet (the FAQ, terms, privacy policy,
// wallet and blind-box instructions are read from the app's own texts: help-texts.ts). Each says only what the app
// does today; keep them true when an area changes. Four languages, the same facts in each.

type Note = { title: string; text: string };
type Notes = Record<Language, { source: string; notes: Note[] }>;

const notes: Notes = {
  en: {
    source: 'Assistant notes',
    notes: [
      {
        title: 'The assistant',
        text: 'Open it from the chat list: the Assistant entry at the top. Ask a question and the answer appears as it is written; the Stop button ends it early and keeps what was written. Clear history deletes your questions and answers; history is also cleared each time the app starts. Without a connected AI model the offline helper answers from the app’s own help texts.',
      },
      {
        title: 'Chats and messages',
        text: 'The chat list shows your private chats, groups and system messages with unread counts. In a chat you can send text, emoji, photos, videos, files and voice messages, reply, forward, recall your own message for a short time after sending, and save messages to Favourites (the star in the chat list header). A message may be at most 128 KB; sending more than 5 messages a second is refused.',
      },
      {
        title: 'Groups',
        text: 'Create a group from the + menu of the chat list and pick friends. Others join only by a member’s invitation. The owner can appoint admins; owner and admins can mute a member or the whole group, remove members and change the group’s name and avatar. Anyone can leave; the owner can dissolve the group.',
      },
      {
        title: 'Contacts, friends and blocking',
        text: 'Contacts (the person icon in the chat list header) lists your friends. Add a friend by phone number or from a profile; the other side accepts or declines the request. You can give a friend a private remark name. Blocking a user (from their profile, undone in Settings → Blocked users) stops them messaging you or adding you to groups.',
      },
      {
        title: 'Dating, VIP dating and the blind box',
        text: 'The dating tab shows profiles you can like and write to. First fill in your dating profile: photos, age 18 to 75, height, weight, location, goals and a short text. Some users sell a paid album or a paid chat; the price is shown before you pay. VIP dating lets staff pick candidates for your request; the blind box draws a random card.',
      },
      {
        title: 'Classifieds and boards',
        text: 'The services hub has classifieds (goods, services, rentals, events and more), paid tasks, jobs, information and remittance notices. Search by text, city and category and sort by newest or price. Posting some kinds needs a refundable deposit; an ad has up to 10 photos.',
      },
      {
        title: 'Currency exchange and P2P',
        text: 'From the wallet menu: P2P top-up and withdrawal, and exchange ads between currencies. Publishing an ad or request freezes its amount until the deal completes or is cancelled. A deal someone has already responded to can be cancelled only through customer support.',
      },
      {
        title: 'Customer support',
        text: 'Help and policies (the floating help button) has the FAQ, Report a problem (up to 10 files of 5 MB) and My tickets, where you write to customer service and see the answers. You can report a user or a message with a complaint.',
      },
    ],
  },
  ru: {
    source: 'Заметки ассистента',
    notes: [
      {
        title: 'Ассистент',
        text: 'Откройте его из списка чатов: строка «Ассистент» вверху. Задайте вопрос, и ответ появляется по мере написания; кнопка «Стоп» прерывает его и сохраняет написанное. «Очистить историю» удаляет ваши вопросы и ответы; история также очищается при каждом запуске приложения. Без подключённой ИИ-модели отвечает офлайн-помощник по справочным текстам приложения.',
      },
      {
        title: 'Чаты и сообщения',
        text: 'В списке чатов — личные чаты, группы и системные сообщения со счётчиками непрочитанного. В чате можно отправлять текст, эмодзи, фото, видео, файлы и голосовые сообщения, отвечать, пересылать, отзывать своё сообщение в течение короткого времени после отправки и сохранять сообщения в «Избранное» (звёздочка в заголовке списка чатов). Сообщение — не больше 128 КБ; больше 5 сообщений в секунду отправить нельзя.',
      },
      {
        title: 'Группы',
        text: 'Создайте группу из меню «+» списка чатов и выберите друзей. Остальные вступают только по приглашению участника. Владелец назначает администраторов; владелец и администраторы могут заглушить участника или всю группу, удалить участников, сменить название и аватар. Выйти может каждый; владелец может распустить группу.',
      },
      {
        title: 'Контакты, друзья и блокировка',
        text: '«Контакты» (значок человека в заголовке списка чатов) — ваши друзья. Добавить друга можно по номеру телефона или из профиля; другая сторона принимает или отклоняет заявку. Другу можно дать личную заметку-имя. Заблокированный пользователь (из его профиля; снять — в Настройки → Заблокированные) не может писать вам и добавлять вас в группы.',
      },
      {
        title: 'Знакомства, VIP-знакомства и слепая коробка',
        text: 'На вкладке знакомств — анкеты, которым можно ставить лайки и писать. Сначала заполните свою анкету: фото, возраст от 18 до 75, рост, вес, город, цели и короткий текст. Некоторые пользователи продают платный альбом или платный чат; цена видна до оплаты. VIP-знакомства: сотрудники подбирают кандидатов по вашей заявке; слепая коробка выдаёт случайную карточку.',
      },
      {
        title: 'Объявления и доски',
        text: 'В разделе сервисов — объявления (товары, услуги, аренда, мероприятия и другое), платные задания, вакансии, информационные объявления и заявки на переводы. Ищите по тексту, городу и категории, сортируйте по новизне или цене. Для некоторых видов нужен возвратный залог; в объявлении до 10 фото.',
      },
      {
        title: 'Обмен валют и P2P',
        text: 'Из меню кошелька: P2P-пополнение и вывод, объявления об обмене валют. При публикации объявления или заявки сумма замораживается до завершения или отмены сделки. Сделку, на которую уже откликнулись, можно отменить только через поддержку.',
      },
      {
        title: 'Служба поддержки',
        text: 'В «Справке и правилах» (плавающая кнопка помощи) — частые вопросы, «Сообщить о проблеме» (до 10 файлов по 5 МБ) и «Мои обращения», где можно написать в поддержку и увидеть ответы. На пользователя или сообщение можно пожаловаться.',
      },
    ],
  },
  zh: {
    source: '助手说明',
    notes: [
      {
        title: '助手',
        text: '从聊天列表顶部的“助手”进入。提出问题后，回答会边生成边显示；“停止”按钮可提前结束并保留已写内容。“清空记录”会删除你的问题和回答；每次启动应用时记录也会被清空。未接入 AI 模型时，由离线助手根据应用自带的帮助文本回答。',
      },
      {
        title: '聊天和消息',
        text: '聊天列表显示私聊、群聊和系统消息及未读数。在聊天中可以发送文字、表情、照片、视频、文件和语音，回复、转发，在发送后的短时间内撤回自己的消息，并把消息收藏到“收藏”（聊天列表顶部的星标）。单条消息最大 128 KB；每秒发送超过 5 条会被拒绝。',
      },
      {
        title: '群组',
        text: '在聊天列表的“+”菜单中创建群组并选择好友。其他人只能通过成员邀请加入。群主可以设置管理员；群主和管理员可以禁言成员或全员、移除成员、修改群名称和头像。任何人都可以退出；群主可以解散群组。',
      },
      {
        title: '联系人、好友和拉黑',
        text: '“联系人”（聊天列表顶部的人像图标）列出你的好友。可通过手机号或个人资料添加好友，对方接受或拒绝请求。可以给好友设置备注名。被拉黑的用户（在其资料页操作，在 设置 → 黑名单 中解除）不能给你发消息或把你拉进群。',
      },
      {
        title: '交友、VIP 交友和盲盒',
        text: '交友页显示可以点赞和私信的资料。请先填写交友资料：照片、年龄 18 至 75 岁、身高、体重、所在地、目的和简介。部分用户出售付费相册或付费聊天，付款前会显示价格。VIP 交友由工作人员按你的需求挑选候选人；盲盒会随机抽出一张卡片。',
      },
      {
        title: '分类信息和信息板',
        text: '服务中心有分类信息（商品、服务、租赁、活动等）、付费任务、招聘、信息公告和汇款需求。可按文字、城市和类别搜索，按最新或价格排序。部分类型需要可退还的保证金；每条信息最多 10 张照片。',
      },
      {
        title: '货币兑换和 P2P',
        text: '在钱包菜单中：P2P 充值和提现、货币兑换广告。发布广告或申请时金额会被冻结，直到交易完成或取消。已有人响应的交易只能通过客服取消。',
      },
      {
        title: '客服',
        text: '“帮助与政策”（悬浮帮助按钮）中有常见问题、“报告问题”（最多 10 个文件，每个 5 MB）和“我的工单”，可以联系客服并查看回复。可以投诉用户或消息。',
      },
    ],
  },
  ja: {
    source: 'アシスタントのメモ',
    notes: [
      {
        title: 'アシスタント',
        text: 'チャット一覧の上部にある「アシスタント」から開きます。質問すると回答が書かれるそばから表示されます。「停止」ボタンで途中で終了でき、書かれた分は残ります。「履歴を消去」で質問と回答を削除します。アプリを起動するたびにも履歴は消去されます。AI モデルが接続されていないときは、オフラインヘルパーがアプリのヘルプ文書から回答します。',
      },
      {
        title: 'チャットとメッセージ',
        text: 'チャット一覧には個人チャット、グループ、システムメッセージが未読数とともに表示されます。チャットではテキスト、絵文字、写真、動画、ファイル、音声メッセージを送信でき、返信、転送、送信直後の短い間の取り消し、「お気に入り」（チャット一覧上部の星）への保存ができます。1 件のメッセージは最大 128 KB で、1 秒に 5 件を超える送信は拒否されます。',
      },
      {
        title: 'グループ',
        text: 'チャット一覧の「+」メニューからグループを作成し、友だちを選びます。ほかの人はメンバーの招待でのみ参加できます。オーナーは管理者を任命でき、オーナーと管理者はメンバーやグループ全体のミュート、メンバーの削除、グループ名とアイコンの変更ができます。誰でも退出でき、オーナーはグループを解散できます。',
      },
      {
        title: '連絡先、友だち、ブロック',
        text: '「連絡先」（チャット一覧上部の人物アイコン）に友だちが表示されます。電話番号やプロフィールから友だち申請ができ、相手が承認または拒否します。友だちには自分だけのメモ名を付けられます。ブロックしたユーザー（プロフィールから。解除は 設定 → ブロックしたユーザー）はあなたにメッセージを送ったりグループに追加したりできません。',
      },
      {
        title: '出会い、VIP 出会い、ブラインドボックス',
        text: '出会いタブには、いいねやメッセージを送れるプロフィールが表示されます。まず自分のプロフィールを入力してください：写真、年齢 18〜75 歳、身長、体重、地域、目的、紹介文。有料アルバムや有料チャットを販売するユーザーもいて、支払い前に価格が表示されます。VIP 出会いではスタッフが希望に合う候補を選び、ブラインドボックスではランダムにカードが出ます。',
      },
      {
        title: '掲示板とクラシファイド',
        text: 'サービス一覧にはクラシファイド（商品、サービス、賃貸、イベントなど）、有料タスク、求人、お知らせ、送金依頼があります。テキスト、都市、カテゴリで検索し、新着順や価格順に並べ替えられます。一部の種類は返金される保証金が必要で、写真は最大 10 枚です。',
      },
      {
        title: '両替と P2P',
        text: 'ウォレットのメニューから：P2P 入金・出金、通貨の両替広告。広告や申請を公開すると、取引の完了またはキャンセルまで金額が凍結されます。すでに相手が応じた取引はカスタマーサポート経由でのみキャンセルできます。',
      },
      {
        title: 'カスタマーサポート',
        text: '「ヘルプとポリシー」（浮かぶヘルプボタン）には、よくある質問、「問題を報告」（5 MB までのファイル 10 個まで）、「お問い合わせ一覧」があり、サポートに書き込んで回答を確認できます。ユーザーやメッセージを通報することもできます。',
      },
    ],
  },
};

export function ownKnowledge(lang: Language): HelpPassage[] {
  const { source, notes: list } = notes[lang];
  return list.map((note) => ({ source, title: note.title, text: note.text }));
}
